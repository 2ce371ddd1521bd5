import { sql } from "kysely";
import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { mediaUrl } from "../../shared/media-url";
import type { StoredModule } from "~/modules/prepare.server";

export type PageView = "published" | "draft";

export type FoundPage = {
  id: number;
  editable: boolean;
  /** An internal page (the style guide): robots noindex. */
  noindex: boolean;
  title: string;
  name: string;
  description: string;
  path: string;
  /** `/media/<id>/<name>` of the page's Social image in this locale (og:image), or null. */
  socialImage: string | null;
};

/** The page a site serves at a path in a locale ("" is the home page), or null. */
export async function findPageByPath(
  db: Db,
  { site, locale, path }: { site: string; locale: Locale; path: string },
): Promise<FoundPage | null> {
  const row = await db
    .selectFrom("page_translations as t")
    .innerJoin("pages as p", "p.id", "t.page_id")
    .leftJoin("media as m", "m.id", "t.social_image_id")
    .select(["p.id", "p.editable", "p.noindex", "t.title", "t.name", "t.description", "t.path", "m.id as imageId", "m.filename as imageFile"])
    .where("t.site", "=", site)
    .where("t.locale", "=", locale)
    .where("t.path", "=", path)
    .executeTakeFirst();
  if (!row) return null;
  const { imageId, imageFile, ...found } = row;
  return { ...found, socialImage: imageId !== null && imageFile !== null ? mediaUrl(imageId, imageFile) : null };
}

/** The page's path in every locale that has it (for the locale switcher and hreflang). */
export async function pagePaths(db: Db, pageId: number): Promise<{ locale: string; path: string }[]> {
  return db.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "=", pageId).execute();
}

/**
 * The modules of a page's published (or draft) revision, in order, with the locale's content
 * or English where the locale has none (DESIGN.md §3).
 */
export async function loadPageModules(
  db: Db,
  { pageId, locale, view }: { pageId: number; locale: Locale; view: PageView },
): Promise<{ version: number; modules: StoredModule[] } | null> {
  const revision = await db
    .selectFrom("page_revisions")
    .select(["id", "version"])
    .where("page_id", "=", pageId)
    .where("status", "=", view)
    .executeTakeFirst();
  if (!revision) return null;
  const modules = await db
    .selectFrom("page_modules as m")
    .leftJoin("page_module_contents as c", (join) =>
      join.onRef("c.revision_id", "=", "m.revision_id").onRef("c.module_id", "=", "m.id").on("c.locale", "=", locale),
    )
    .leftJoin("page_module_contents as e", (join) =>
      join.onRef("e.revision_id", "=", "m.revision_id").onRef("e.module_id", "=", "m.id").on("e.locale", "=", "en"),
    )
    .select(["m.id", "m.type", "m.layout", sql<Record<string, unknown>>`coalesce(c.data, e.data, '{}'::jsonb)`.as("data")])
    .where("m.revision_id", "=", revision.id)
    .orderBy("m.position")
    .execute();
  return { version: revision.version, modules };
}

/** The page's path in one locale of one site variant ("" is the home page), or null when it has none. */
export async function findPagePath(db: Db, { pageId, locale, site }: { pageId: number; locale: Locale; site: string }): Promise<string | null> {
  const row = await db
    .selectFrom("page_translations")
    .select("path")
    .where("page_id", "=", pageId)
    .where("locale", "=", locale)
    .where("site", "=", site)
    .executeTakeFirst();
  return row?.path ?? null;
}
