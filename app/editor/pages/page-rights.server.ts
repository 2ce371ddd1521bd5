import type { Db } from "../../../db";
import type { Editor } from "~/auth/users.server";
import { findPagePath } from "~/cms/pages.server";
import type { Locale } from "~/i18n/locales";
import type { SiteVariant } from "~/site/variants";
import { rightsOf } from "../shell/gate.server";
import type { PageRights } from "./editor-page";

/** A page's section is its English path ("/company"), whatever locale the editor is in. */
export async function pageSection(db: Db, page: { pageId: number; locale: Locale; site: SiteVariant; path: string }): Promise<string> {
  const english =
    page.locale === "en"
      ? page.path
      : (await findPagePath(db, {
          pageId: page.pageId,
          locale: "en",
          site: page.site,
        })) ?? page.path;
  return `/${english}`;
}

/**
 * What the toolbar and module toolbars may offer on this page (null: allowed, else the reason in
 * the page's language). Structure is asked in English, as the action's gate asks it.
 */
export function pageRightsOf(request: Request, editor: Editor, locale: Locale, pagePath: string): PageRights {
  return {
    ...rightsOf(request, editor, ["page.editText", "page.draft", "page.publish", "page.preview", "page.settings"], { locale, pagePath }, locale),
    ...rightsOf(request, editor, ["page.structure"], { locale: "en", pagePath }, locale),
  };
}
