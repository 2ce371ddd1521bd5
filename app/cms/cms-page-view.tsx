import type { HeadersFunction } from "@remix-run/node";
import { useRef, type ReactNode } from "react";
import { PreviewBanner } from "~/components/preview-banner";
import { PublicFormResultContext } from "~/forms/public-form-result";
import type { PublicFormActionResult } from "~/forms/public-form-types";
import { useFormSuccessFlag } from "~/forms/use-success-flag";
import type { Locale } from "~/i18n/locales";
import { useNonce } from "~/lib/csp";
import { layOutRemainingModulesScript, useLayOutRemainingModules } from "~/modules/deferred-layout";
import { ModuleFrame } from "~/modules/module-frame";
import { ENHANCED_VISITOR_MODULE } from "~/modules/static-islands";
import { usePageModules } from "~/modules/static-module-handoff";
import type { PageModule } from "~/modules/types";
import type { ScriptsHandle } from "~/site/scripts-handle";
import { useRootData } from "~/site/use-root-data";

/** Module types that render the page's h1 themselves when they come first. */
const HEADER_TYPES = new Set(["HERO", "APPLICATION_HEADER", "SECONDARY_HEADER", "TEXT_HEADER", "LINK_HERO"]);

type CmsPageViewProps = {
  page: { id: number; title: string };
  modules: PageModule[];
  preview: boolean;
  scripts: boolean;
  formResult: PublicFormActionResult | null;
  /** An editor's draft: the page editor around the rendered modules (lazy, its own chunk). */
  editorOverlay?: (rendered: ReactNode, modules: PageModule[], locale: Locale) => ReactNode;
};

/** A CMS page's modules in their frames, as visitors see them; an editor's overlay wraps them. */
export function CmsPageView({ page, modules: handed, preview, scripts, formResult, editorOverlay }: CmsPageViewProps) {
  const modules = usePageModules(handed);
  const article = useRef<HTMLElement>(null);
  useLayOutRemainingModules(article, page.id);
  const locale = useRootData()?.locale ?? "en";
  useFormSuccessFlag();
  const nonce = useNonce();
  const layOutLater = scripts && !editorOverlay;
  const firstIsHeader = modules.length > 0 && HEADER_TYPES.has(modules[0].type);
  const rendered = modules.map((module, index) => <ModuleFrame key={module.id} module={module} locale={locale} index={index} />);
  return (
    <PublicFormResultContext.Provider value={formResult}>
      {preview ? <PreviewBanner /> : null}
      <article ref={article} className="cms-page" data-page-id={page.id} data-layout-later={layOutLater ? "" : undefined}>
        {firstIsHeader ? null : <h1 className="visually-hidden">{page.title}</h1>}
        {editorOverlay ? editorOverlay(rendered, modules, locale) : rendered}
      </article>
      {layOutLater ? (
        // Browsers hide a nonce from the DOM, so hydration would see it missing (as Remix's Scripts).
        <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: layOutRemainingModulesScript }} />
      ) : null}
    </PublicFormResultContext.Provider>
  );
}

// A form that could not be sent for the server's reason (503) asks to try again soon.
export const cmsPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  if (!retryAfter) return loaderHeaders;
  const merged = new Headers(loaderHeaders);
  merged.set("Retry-After", retryAfter);
  return merged;
};

export const cmsPageHandle: ScriptsHandle = {
  scripts: (data) => (data as { scripts?: boolean } | undefined)?.scripts === true,
  scriptsWhenNear: (data) => ((data as { scriptsWhenNear?: boolean } | undefined)?.scriptsWhenNear ? ENHANCED_VISITOR_MODULE : undefined),
};
