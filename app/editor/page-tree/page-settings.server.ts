import type { Db } from "../../../db";
import { indexPage } from "~/content/search-index.server";
import type { Locale } from "~/i18n/locales";
import { pageHref } from "~/i18n/route-table";
import { changeContent } from "~/lib/content-events.server";
import { mediaUrl } from "../../../shared/media-url";
import type { PageSettingsView } from "../pages/editor-view";
import { SLUG_MAX, SLUG_PATTERN, TITLE_MAX } from "./page-fields-schema";
import { DESCRIPTION_MAX } from "./page-settings-schema";
import { movePaths, parentOf, pathTaken } from "./page-paths.server";
import { isReservedPath, NewPageRejected } from "./page-tree.server";

export type PageSettingsInput = { title: string; slug: string; description: string; noindex: boolean };

/** The image a page is shared with in a locale (og:image). */
export type SocialImage = { id: number; url: string; name: string; width: number | null; height: number | null };

export type PageSettings = PageSettingsInput & { isHome: boolean; parentPath: string; socialImage: SocialImage | null };

/** The settings of a page in a locale, or null when the page has no translation there. */
export async function loadPageSettings(db: Db, { pageId, locale }: { pageId: number; locale: Locale }): Promise<PageSettings | null> {
  const row = await db
    .selectFrom("page_translations as t")
    .innerJoin("pages as p", "p.id", "t.page_id")
    .leftJoin("media as m", "m.id", "t.social_image_id")
    .select(["t.title", "t.slug", "t.description", "t.path", "p.noindex", "m.id as imageId", "m.filename", "m.name as imageName", "m.width", "m.height"])
    .where("t.page_id", "=", pageId)
    .where("t.locale", "=", locale)
    .executeTakeFirst();
  if (!row) return null;
  const isHome = row.path === "";
  const socialImage =
    row.imageId !== null && row.filename !== null
      ? { id: row.imageId, url: mediaUrl(row.imageId, row.filename), name: row.imageName || row.filename, width: row.width, height: row.height }
      : null;
  return { title: row.title, slug: isHome ? "" : row.slug, description: row.description, noindex: row.noindex, isHome, parentPath: parentOf(row.path), socialImage };
}

/** The settings dialog's values for a page in a locale (null: no translation there). */
export async function settingsView(db: Db, pageId: number, locale: Locale): Promise<PageSettingsView | null> {
  const settings = await loadPageSettings(db, { pageId, locale });
  if (!settings) return null;
  const { parentPath, ...rest } = settings;
  return { ...rest, parentHref: parentPath ? `${pageHref(locale, parentPath)}/` : pageHref(locale, "").replace(/\/?$/, "/") };
}

/**
 * Saves a page's title, slug and description in one locale and its noindex flag, at once (these
 * are not part of the draft). A new slug moves the page and its descendants in that locale, and
 * when any of them is published, each old public address answers 301 with the new one (chains
 * collapse onto it; a redirect from an address that is live again is removed). Returns the page's
 * path in that locale.
 */
export async function savePageSettings(
  db: Db,
  { pageId, locale, site, input, authorId }: { pageId: number; locale: Locale; site: string; input: PageSettingsInput; authorId: number },
): Promise<{ path: string }> {
  const title = input.title.trim();
  if (!title || title.length > TITLE_MAX) throw new NewPageRejected("title", title ? "maxLength" : "required");
  if (input.description.length > DESCRIPTION_MAX) throw new NewPageRejected("description", "maxLength");
  const result = await changeContent(db, async (trx, changed) => {
    const page = await trx.selectFrom("pages").select("id").where("id", "=", pageId).where("site", "=", site).forUpdate().executeTakeFirst();
    if (!page) throw new NewPageRejected("parentId", "pageMissing");
    const current = await trx
      .selectFrom("page_translations")
      .select(["path", "slug"])
      .where("page_id", "=", pageId)
      .where("locale", "=", locale)
      .executeTakeFirst();
    if (!current) throw new NewPageRejected("parentId", "pageMissing");
    const isHome = current.path === "";
    const slug = isHome ? "" : input.slug.trim();
    let path = current.path;
    const reindex = new Set([pageId]);
    if (!isHome && slug !== current.slug) {
      if (!SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX) throw new NewPageRejected("slug", slug ? "slugFormat" : "required");
      path = [parentOf(current.path), slug].filter(Boolean).join("/");
      if (isReservedPath(locale, path)) throw new NewPageRejected("slug", "slugReserved");
      if (await pathTaken(trx, { site, locale, path })) throw new NewPageRejected("slug", "slugTaken");
      for (const id of await movePaths(trx, { site, locale, from: current.path, to: path, authorId })) reindex.add(id);
      await trx.updateTable("page_translations").set({ slug }).where("page_id", "=", pageId).where("locale", "=", locale).execute();
    }
    await trx.updateTable("page_translations").set({ title, name: title, description: input.description }).where("page_id", "=", pageId).where("locale", "=", locale).execute();
    await trx.updateTable("pages").set({ noindex: input.noindex, updated_at: new Date() }).where("id", "=", pageId).execute();
    await changed(`page:${pageId}`);
    return { path, reindex: [...reindex] };
  });
  // The search index holds each page's paths and titles.
  for (const id of result.reindex) await indexPage(db, id);
  return { path: result.path };
}

/** The social image given is not an image of the library (any more). */
export class SocialImageMissing extends Error {}

/**
 * Page settings' Social image (issue 22): the library image a page is shared with in one locale
 * (null: none). Saved at once, like the other settings.
 */
export async function setSocialImage(db: Db, { pageId, locale, mediaId }: { pageId: number; locale: Locale; mediaId: number | null }): Promise<void> {
  await changeContent(db, async (trx, changed) => {
    if (mediaId !== null) {
      const image = await trx.selectFrom("media").select("id").where("id", "=", mediaId).where("kind", "=", "image").executeTakeFirst();
      if (!image) throw new SocialImageMissing();
    }
    await trx.updateTable("page_translations").set({ social_image_id: mediaId }).where("page_id", "=", pageId).where("locale", "=", locale).execute();
    await changed(`page:${pageId}`);
  });
}
