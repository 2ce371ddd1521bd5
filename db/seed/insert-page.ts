import { newModuleId } from "../../shared/random-id";
import type { Db } from "../index";

type Locale = "en" | "de" | "cn" | "jp" | "kr";

export type SeedModule = {
  type: string;
  layout?: Record<string, string>;
  /** Module content per locale; English is required, other locales fall back to it. */
  content: { en: Record<string, unknown> } & Partial<Record<Exclude<Locale, "en">, Record<string, unknown>>>;
};

export type SeedPage = {
  site?: string;
  parentId?: number | null;
  position?: number;
  editable?: boolean;
  /** An internal page: robots noindex, not in sitemap.xml nor in site search. */
  noindex?: boolean;
  /** Per-locale slug ("" for a home page), title, name and description; English is required. */
  translations: { en: PageText } & Partial<Record<Exclude<Locale, "en">, PageText>>;
  modules: SeedModule[];
};

type PageText = { slug: string; title: string; name?: string; description?: string };

/** Inserts a page, its translations (paths built from the parent's) and a published revision. */
export async function insertPage(db: Db, page: SeedPage): Promise<number> {
  const site = page.site ?? "main";
  const { id } = await db
    .insertInto("pages")
    .values({ site, parent_id: page.parentId ?? null, position: page.position ?? 0, editable: page.editable ?? true, noindex: page.noindex ?? false })
    .returning("id")
    .executeTakeFirstOrThrow();

  const parentPaths = new Map<string, string>();
  if (page.parentId) {
    const rows = await db
      .selectFrom("page_translations")
      .select(["locale", "path"])
      .where("page_id", "=", page.parentId)
      .execute();
    for (const row of rows) parentPaths.set(row.locale, row.path);
  }
  for (const [locale, text] of Object.entries(page.translations) as [Locale, PageText][]) {
    const parent = page.parentId ? parentPaths.get(locale) : "";
    if (parent === undefined) continue; // the parent has no page in this locale
    const path = [parent, text.slug].filter(Boolean).join("/");
    await db
      .insertInto("page_translations")
      .values({
        page_id: id,
        locale,
        site,
        slug: text.slug,
        path,
        title: text.title,
        name: text.name ?? text.title,
        description: text.description ?? "",
      })
      .execute();
  }

  const revision = await db
    .insertInto("page_revisions")
    .values({ page_id: id, status: "published", version: 1, author_id: null, published_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  let position = 0;
  for (const module of page.modules) {
    const mid = newModuleId();
    await db
      .insertInto("page_modules")
      .values({ revision_id: revision.id, id: mid, position: position++, type: module.type, layout: JSON.stringify(module.layout ?? {}) })
      .execute();
    for (const [locale, data] of Object.entries(module.content)) {
      if (!data) continue;
      await db
        .insertInto("page_module_contents")
        // Seeded translations are made from the seeded English: up to date (issue 25).
        .values({ revision_id: revision.id, module_id: mid, locale, data: JSON.stringify(data), source: locale === "en" || !module.content.en ? null : JSON.stringify(module.content.en) })
        .execute();
    }
  }
  return id;
}
