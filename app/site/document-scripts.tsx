import { ScrollRestoration, useMatches } from "@remix-run/react";
import { useNonce } from "~/lib/csp";
import { useHydrated } from "~/modules/shared/use-hydrated";
import { DeferredScripts } from "./deferred-scripts";
import { pageNeedsScripts, scriptsWhenNear } from "./scripts-handle";
import { whenScriptsNeededScript } from "./scripts-when-near";
import { useRootData } from "./use-root-data";

/**
 * The document's scripts: none on a page of static modules for visitors (docs/performance.md),
 * always for editors; once running in the browser they stay (a client-side navigation to such a
 * page). Its own component because `useHydrated` re-renders its caller synchronously right after
 * hydration: in the layout, that re-render reached the lazily loaded editor toolbar's Suspense
 * boundary before its chunk had hydrated, and React threw its server HTML away (error #421).
 */
export function DocumentScripts() {
  const root = useRootData();
  const nonce = useNonce();
  const matches = useMatches();
  const hydrated = useHydrated();
  if (!(hydrated || root?.editor || pageNeedsScripts(matches))) return null;
  const waitFor = hydrated || root?.editor ? undefined : scriptsWhenNear(matches);
  return (
    <>
      {waitFor ? (
        // Browsers hide a nonce from the DOM, so hydration would see it missing (as Remix's Scripts).
        // Hydration keeps the server's text: the browser's bundle goes without the script's source.
        <script
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? whenScriptsNeededScript(waitFor) : "" }}
        />
      ) : null}
      <ScrollRestoration nonce={nonce || undefined} />
      <DeferredScripts nonce={nonce || undefined} />
    </>
  );
}
