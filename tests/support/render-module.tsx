import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { createI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";
import { prepareModule } from "~/modules/prepare.server";
import { ModuleFrame } from "~/modules/module-frame";
import { renderers } from "~/modules/registry";
import { registerRenderers } from "~/modules/renderer-cache";
import type { PageModule } from "~/modules/types";

// As entry.server.tsx does: every renderer synchronously.
registerRenderers(renderers);

/**
 * Renders one module as a visitor sees it (parsed with its schema, sanitized, inside the shared
 * frame) to static HTML in a locale. `rows` stands in for what the type's load.server.ts read;
 * `index` is the module's position on the page (0: first, where header types render the h1).
 */
export function renderModule(
  type: string,
  data: Record<string, unknown>,
  { locale = "en", rows, layout = {}, index = 0 }: { locale?: Locale; rows?: unknown; layout?: Record<string, string>; index?: number } = {},
): string {
  const prepared = prepareModule({ id: "test-module", type, layout, data });
  if (!prepared) return "";
  const module: PageModule = rows === undefined ? prepared : { ...prepared, rows };
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <MemoryRouter>
        <ModuleFrame module={module} locale={locale} index={index} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
