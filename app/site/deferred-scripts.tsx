import { Scripts } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

// Scripts after the first paint (ADR 014) and when an enhanced module comes near (ADR 018), with
// Remix's own <Scripts>: its output is kept but for two things. Its `modulepreload` links are left
// out (the preload scanner fetched ~110 KB of scripts at high priority while the HTML was still
// read), and its module script (the route modules' imports and `import(entry)`) is sent inert,
// as `type="text/x-remix-module"`. The inline loader below adds the preloads and runs that
// script as a module after the first paint (at once in a hidden tab), or when the page's
// `window.__whenScriptsNeeded` (scripts-when-near.ts) says so. Remix's context script runs as
// it always did: the hydration data streams in behind it.

export const DEFERRED_MODULE_TYPE = "text/x-remix-module";
export const DEFERRED_MODULE_ID = "remix-deferred-entry";

type ScriptsProps = { nonce?: string };
type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/**
 * Remix's `<Scripts>` output with its preloads taken out and its module script made inert, and the
 * preloaded paths in order; null when the output has no module script (after hydration, or a
 * Remix whose `<Scripts>` renders differently: the caller then renders it unchanged).
 */
export function deferEntry(scripts: ReactNode): { node: ReactNode; preloads: string[] } | null {
  const preloads: string[] = [];
  let moduleScripts = 0;
  const visit = (node: ReactNode): ReactNode => {
    if (!isValidElement<ElementProps>(node)) return node;
    if (node.type === "link" && node.props.rel === "modulepreload" && node.props.href) {
      preloads.push(node.props.href);
      return null;
    }
    if (node.type === "script" && node.props.type === "module") {
      moduleScripts += 1;
      return cloneElement(node as ReactElement<ElementProps & { id?: string; async?: boolean }>, {
        type: DEFERRED_MODULE_TYPE,
        id: DEFERRED_MODULE_ID,
        async: undefined,
      });
    }
    if (node.type !== Fragment) return node;
    return cloneElement(node, undefined, ...Children.toArray(node.props.children).map(visit));
  };
  const node = visit(scripts);
  return moduleScripts === 1 ? { node, preloads } : null;
}

/** The inline loader of the deferred module script: self-contained, sent as source. */
export function loadDeferredEntry(sourceId: string, preloads: readonly string[]): void {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  const load = () => {
    const source = document.getElementById(sourceId);
    if (!source) return;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = source.textContent;
    source.after(script);
  };
  const wait = (window as { __whenScriptsNeeded?: unknown }).__whenScriptsNeeded;
  if (typeof wait === "function") wait(load);
  else if (document.visibilityState === "hidden") load();
  else requestAnimationFrame(() => setTimeout(load, 0));
}

export function deferredEntryScript(preloads: readonly string[]): string {
  return `(${loadDeferredEntry.toString()})(${JSON.stringify(DEFERRED_MODULE_ID)}, ${JSON.stringify(preloads)});`;
}

/**
 * `<Scripts>` whose route modules and entry load after the first paint or when the page asks
 * (see above). Its hooks run as this component's: the call renders `<Scripts>` in place.
 */
export function DeferredScripts({ nonce }: ScriptsProps) {
  const scripts = Scripts({ nonce });
  const deferred = deferEntry(scripts);
  if (!deferred) return scripts;
  return (
    <>
      {deferred.node}
      {/* Browsers hide a nonce from the DOM, so hydration would see it missing (as Remix's Scripts).
          Hydration keeps the server's text, so the browser's bundle goes without the loader's source. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? deferredEntryScript(deferred.preloads) : "" }}
      />
    </>
  );
}
