import { schedulesByPage } from "~/cms/publish-schedules.server";
import type { PageSchedule } from "~/cms/schedule-action";
import { sql } from "kysely";
import type { Db } from "../../../db";
import type { Locale } from "~/i18n/locales";
import { matchRoute, pageHref } from "~/i18n/route-table";
import { changeContent } from "~/lib/content-events.server";
import { VARIANT_LOCALES, type SiteVariant } from "~/site/variants";
import type { ValidationKey } from "../shell/validation-messages";
import { slugFromTitle, type NewPageInput } from "./new-page-schema";

export type PageStatus = "published" | "draft" | "unpublished";

export type PageTreeRow = {
  id: number;
  parentId: number | null;
  depth: number;
  title: string;
  /** The page's path per locale, as visitors reach it ("/de/unternehmen"). */
  paths: { locale: Locale; href: string }[];
  status: PageStatus;
  changedAt: string | null;
  changedBy: string | null;
  editable: boolean;
  /** Pending "Publish at…" / "Unpublish at…" jobs (issue 25). */
  schedules: PageSchedule[];
};

/** First path segments that the server, the editor or a locale prefix own: no CMS page may start with one. */
const RESERVED_FIRST_SEGMENTS = new Set([
  "api",
  "editor",
  "media",
  "sitemaps",
  "assets",
  "build",
  "healthz",
  "readyz",
  "de",
  "cn",
  "jp",
  "kr",
]);

/**
 * The pages of a site variant in tree order (parents before children, siblings by position),
 * with their status and last change; `search` keeps the pages whose title or path contains it.
 */
export async function listPageTree(db: Db, { site, search = "" }: { site: string; search?: string }): Promise<PageTreeRow[]> {
  const pages = await db
    .selectFrom("pages as p")
    .leftJoin("page_translations as en", (j) => j.onRef("en.page_id", "=", "p.id").on("en.locale", "=", "en"))
    .leftJoin("page_revisions as pub", (j) => j.onRef("pub.page_id", "=", "p.id").on("pub.status", "=", "published"))
    .leftJoin("page_revisions as dr", (j) => j.onRef("dr.page_id", "=", "p.id").on("dr.status", "=", "draft"))
    .leftJoin("users as u", (j) => j.on(sql<boolean>`u.id = coalesce(dr.author_id, pub.author_id)`))
    .select([
      "p.id",
      "p.parent_id",
      "p.position",
      "p.editable",
      "en.title",
      "pub.id as published",
      "dr.id as draft",
      sql<Date | null>`coalesce(dr.created_at, pub.published_at)`.as("changed_at"),
      "u.name as author",
    ])
    .where("p.site", "=", site)
    .execute();
  const translations = await db
    .selectFrom("page_translations as t")
    .innerJoin("pages as p", "p.id", "t.page_id")
    .select(["t.page_id", "t.locale", "t.path", "t.title"])
    .where("p.site", "=", site)
    .execute();

  const schedules = await schedulesByPage(db, pages.map((p) => p.id));
  const byParent = new Map<number | null, typeof pages>();
  for (const page of pages) byParent.set(page.parent_id, [...(byParent.get(page.parent_id) ?? []), page]);
  for (const siblings of byParent.values()) siblings.sort((a, b) => a.position - b.position || a.id - b.id);
  const known = new Set(pages.map((p) => p.id));
  const locales = VARIANT_LOCALES[site as SiteVariant] ?? VARIANT_LOCALES.main;

  const rows: PageTreeRow[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const page of byParent.get(parentId) ?? []) {
      const own = translations.filter((t) => t.page_id === page.id);
      rows.push({
        id: page.id,
        parentId: page.parent_id,
        depth,
        title: page.title ?? own[0]?.title ?? `#${page.id}`,
        paths: locales.flatMap((locale) => own.filter((t) => t.locale === locale).map((t) => ({ locale, href: pageHref(locale, t.path) }))),
        status: page.published ? (page.draft ? "draft" : "published") : "unpublished",
        changedAt: page.changed_at ? new Date(page.changed_at).toISOString() : null,
        changedBy: page.author ?? null,
        editable: page.editable,
        schedules: schedules.get(page.id) ?? [],
      });
      walk(page.id, depth + 1);
    }
  };
  walk(null, 0);
  // A page whose parent is on another site variant (or gone) still shows, at the top level.
  for (const page of pages) if (page.parent_id !== null && !known.has(page.parent_id)) walk(page.parent_id, 0);

  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  const matching = new Set(
    translations.filter((t) => t.title.toLowerCase().includes(needle) || t.path.toLowerCase().includes(needle)).map((t) => t.page_id)
  );
  return rows.filter((row) => matching.has(row.id));
}

/**
 * The pages a New page form offers as parent and as source of modules: tree order, indented titles.
 * `tree` is the site's whole tree (`listPageTree` without search) when the caller has already read it.
 */
export async function pageChoices(db: Db, site: string, tree?: PageTreeRow[]): Promise<{ id: number; label: string }[]> {
  const rows = tree ?? (await listPageTree(db, { site }));
  return rows.map((row) => ({
    id: row.id,
    label: `${"— ".repeat(row.depth)}${row.title} (${row.paths.find((p) => p.locale === "en")?.href ?? row.paths[0]?.href ?? ""})`,
  }));
}

/** A New page that was refused: which field, and why (an English message key, translated where shown). */
export class NewPageRejected extends Error {
  constructor(readonly field: "title" | "slug" | "description" | "parentId" | "copyFrom" | "position" | "redirectTo", readonly reason: ValidationKey) {
    super(`${field}: ${reason}`);
  }
}

/** Whether a CMS path (without locale prefix, "" for home) in a locale would hide a route of the route table or the server. */
export function isReservedPath(locale: Locale, path: string): boolean {
  const first = path.split("/")[0];
  if (RESERVED_FIRST_SEGMENTS.has(first) || first.includes(".")) return true;
  return matchRoute(pageHref(locale, path)) !== null;
}

/**
 * Creates a page under `parentId` (or at the top level) with a draft revision only: visitors get
 * 404 until it is published. It gets a translation in every locale its parent has (at the top
 * level: every locale of the site variant) with the same title and slug, to be translated later;
 * the modules of `copyFrom` (its published revision, else its draft) are copied into the draft.
 * Returns the new page's id and its English path.
 */
export async function createPage(
  db: Db,
  { site, input, authorId }: { site: string; input: NewPageInput; authorId: number }
): Promise<{ id: number; path: string; locale: Locale }> {
  const slug = input.slug || slugFromTitle(input.title);
  if (!slug) throw new NewPageRejected("slug", "required");
  return changeContent(db, async (trx, changed) => {
      const parentPaths = new Map<Locale, string>();
      if (input.parentId) {
        const parent = await trx
          .selectFrom("pages")
          .select("id")
          .where("id", "=", input.parentId)
          .where("site", "=", site)
          .forUpdate()
          .executeTakeFirst();
        if (!parent) throw new NewPageRejected("parentId", "pageMissing");
        const rows = await trx.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "=", input.parentId).execute();
        for (const row of rows) parentPaths.set(row.locale as Locale, row.path);
      } else {
        for (const locale of VARIANT_LOCALES[site as SiteVariant] ?? VARIANT_LOCALES.main) parentPaths.set(locale, "");
      }
      const paths = [...parentPaths].map(([locale, parent]) => ({
        locale,
        path: [parent, slug].filter(Boolean).join("/"),
      }));
      if (paths.some(({ locale, path }) => isReservedPath(locale, path))) throw new NewPageRejected("slug", "slugReserved");
      for (const { locale, path } of paths) {
        const taken = await trx
          .selectFrom("page_translations")
          .select("page_id")
          .where("site", "=", site)
          .where("locale", "=", locale)
          .where("path", "=", path)
          .executeTakeFirst();
        if (taken) throw new NewPageRejected("slug", "slugTaken");
      }

      let source: number | null = null;
      if (input.copyFrom) {
        const revision = await trx
          .selectFrom("page_revisions")
          .select("id")
          .where("page_id", "=", input.copyFrom)
          .where("status", "in", ["published", "draft"])
          .orderBy(sql`status = 'published'`, "desc")
          .executeTakeFirst();
        if (!revision) throw new NewPageRejected("copyFrom", "pageMissing");
        source = revision.id;
      }

      const siblings = await trx
        .selectFrom("pages")
        .select((eb) => eb.fn.max("position").as("last"))
        .where("site", "=", site)
        .where((eb) => (input.parentId ? eb("parent_id", "=", input.parentId) : eb("parent_id", "is", null)))
        .executeTakeFirst();
      const { id } = await trx
        .insertInto("pages")
        .values({
          site,
          parent_id: input.parentId ?? null,
          position: Number(siblings?.last ?? -1) + 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("page_translations")
        .values(
          paths.map(({ locale, path }) => ({
            page_id: id,
            locale,
            site,
            slug,
            path,
            title: input.title,
            name: input.title,
          }))
        )
        .execute();
      const draft = await trx
        .insertInto("page_revisions")
        .values({
          page_id: id,
          status: "draft",
          version: 1,
          author_id: authorId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (source !== null) {
        await sql`insert into page_modules (revision_id, id, position, type, layout)
                  select ${draft.id}, id, position, type, layout from page_modules where revision_id = ${source}`.execute(trx);
        await sql`insert into page_module_contents (revision_id, module_id, locale, data, source)
                  select ${draft.id}, module_id, locale, data, source from page_module_contents where revision_id = ${source}`.execute(trx);
      }
      // Caches may hold "no page here" for the new addresses (a visitor's 404 just before).
      await changed(`page:${id}`);
      const en = paths.find((p) => p.locale === "en") ?? paths[0];
      return { id, path: en.path, locale: en.locale };
    })
    .catch((error: unknown) => {
      // Another editor created the same address between the check and the insert.
      if ((error as { code?: string }).code === "23505") throw new NewPageRejected("slug", "slugTaken");
      throw error;
    });
}
