import { Suspense, type ReactNode } from "react";
import { hasRenderer } from "./browser.generated";
import { hydrationGate } from "./deferred-hydration";
import { moduleNeedsScript } from "./needs-script";
import { rendererFor } from "./renderer-cache";
import { SmartLink } from "./shared/smart-link";
import { staticIslandHtml } from "./static-islands";
import type { ModuleRenderer, ModuleType, PageModule } from "./types";
import type { Locale } from "~/i18n/locales";

/** The shared wrapper of every module (DESIGN.md §4): layout classes, heading, then the renderer. */
export function ModuleFrame({ module, locale, index }: { module: PageModule; locale: Locale; index: number }) {
  if (!hasRenderer(module.type)) return null;
  const isStatic = !moduleNeedsScript(module);
  const island = isStatic ? staticIslandHtml(module) : undefined;
  const { layout, heading } = module;
  const titleId = `module-${module.id}-title`;
  const className = [
    "module",
    `module--${module.type.toLowerCase().replace(/_/g, "-")}`,
    `bg-${layout.background}`,
    `space-top-${layout.spaceTop}`,
    `space-bottom-${layout.spaceBottom}`,
    `width-${layout.width}`,
  ].join(" ");
  return (
    <section
      className={className}
      data-module={module.type}
      data-module-id={module.id}
      id={`module-${module.id}`}
      aria-labelledby={heading.title ? titleId : undefined}
      data-static={isStatic ? "" : undefined}
    >
      {island !== undefined ? (
        // The keys make a later normal render replace the element instead of patching inner HTML.
        <div key="island" className="module__inner" dangerouslySetInnerHTML={{ __html: island }} />
      ) : isStatic ? (
        <ModuleInner key="live" type={module.type} module={module} locale={locale} index={index} titleId={titleId} />
      ) : (
        // A boundary per enhanced module: one far from the viewport hydrates later (deferred-hydration.ts).
        <Suspense fallback={null}>
          <AfterHydrationGate module={module}>
            <ModuleInner type={module.type} module={module} locale={locale} index={index} titleId={titleId} />
          </AfterHydrationGate>
        </Suspense>
      )}
    </section>
  );
}

function AfterHydrationGate({ module, children }: { module: PageModule; children: ReactNode }) {
  const gate = hydrationGate(module);
  if (gate) throw gate; // React keeps the server markup of the boundary until the gate opens
  return children;
}

type InnerProps = { type: ModuleType; module: PageModule; locale: Locale; index: number; titleId: string };

function ModuleInner({ type, module, locale, index, titleId }: InnerProps) {
  const Renderer: ModuleRenderer = rendererFor(type);
  const { heading } = module;
  const hasHeading = Boolean(heading.title || heading.lead);
  return (
    <div className="module__inner">
      {hasHeading ? (
        <header className="module__heading">
          {heading.title ? <h2 id={titleId}>{heading.title}</h2> : null}
          {heading.lead ? <p className="module__lead">{heading.lead}</p> : null}
          {heading.link ? (
            <SmartLink link={heading.link} className="module__heading-link">
              {heading.linkTitle || heading.link.text}
            </SmartLink>
          ) : null}
        </header>
      ) : null}
      <Renderer id={module.id} data={module.data} locale={locale} index={index} rows={module.rows} />
    </div>
  );
}
