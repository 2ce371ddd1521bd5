import type { TFunction } from "i18next";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { fixedT } from "~/i18n/i18n.server";

/**
 * "<title> | <company>" in the editor screen's locale (app/i18n/editor-locale.server.ts), made on
 * the server so that no i18next code is shared between the editor screens and the site's chunks.
 */
export function editorScreenTitle(request: Request, title: (t: TFunction) => string): string {
  const locale = editorScreenLocaleOf(request);
  return `${title(fixedT(locale, "editor"))} | ${fixedT(locale)("companyName")}`;
}
