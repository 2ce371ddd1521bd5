import { sql } from "kysely";
import type { Db } from "../../db";
import { LOCALES, type Locale } from "~/i18n/locales";
import { href, pageHref } from "~/i18n/route-table";

/** Text-search configuration per locale: stemming for en/de; CJK has no spaces, so "simple" + substring match. */
export const SEARCH_CONFIG: Record<Locale, string> = { en: "english", de: "german", cn: "simple", jp: "simple", kr: "simple" };
export const CJK: ReadonlySet<Locale> = new Set(["cn", "jp", "kr"]);

type Doc = { site: string; locale: Locale; kind: string; ref: string; title: string; body: string; href: string };

const stripHtml = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();

/** Every human-readable string in module data (not addresses, ids or layout values). */
function moduleText(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /^(href|url|id|type|linkType|target|theme|columns|anchorId)$/.test(key) ? [] : [stripHtml(value)];
  if (Array.isArray(value)) return value.flatMap((item) => moduleText(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => moduleText(v, k));
  return [];
}

async function write(db: Db, docs: Doc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 200) {
    const chunk = docs.slice(i, i + 200);
    await db
      .insertInto("search_documents")
      .values(
        chunk.map((d) => {
          const config = SEARCH_CONFIG[d.locale];
          const body = d.body.slice(0, 100_000);
          return {
            ...d,
            body,
            config,
            tsv: sql<string>`setweight(to_tsvector(${config}::regconfig, ${d.title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${body}), 'B')`,
          };
        }),
      )
      .onConflict((oc) =>
        oc.constraint("search_documents_unique").doUpdateSet((eb) => ({
          title: eb.ref("excluded.title"),
          body: eb.ref("excluded.body"),
          href: eb.ref("excluded.href"),
          tsv: eb.ref("excluded.tsv"),
        })),
      )
      .execute();
  }
}

/** (Re)indexes one page's published revision in every locale it has; called on publish. */
export async function indexPage(db: Db, pageId: number): Promise<void> {
  await db.deleteFrom("search_documents").where("kind", "=", "page").where("ref", "=", String(pageId)).execute();
  const published = await db
    .selectFrom("page_revisions")
    .select("id")
    .where("page_id", "=", pageId)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!published) return;
  const translations = await db.selectFrom("page_translations").select(["locale", "site", "path", "title", "description"]).where("page_id", "=", pageId).execute();
  const contents = await db
    .selectFrom("page_module_contents")
    .select(["module_id", "locale", "data"])
    .where("revision_id", "=", published.id)
    .execute();
  const docs: Doc[] = [];
  for (const t of translations) {
    const locale = t.locale as Locale;
    const byModule = new Map<string, unknown>();
    for (const c of contents) if (c.locale === "en" && !byModule.has(c.module_id)) byModule.set(c.module_id, c.data);
    for (const c of contents) if (c.locale === locale) byModule.set(c.module_id, c.data);
    docs.push({
      site: t.site,
      locale,
      kind: "page",
      ref: String(pageId),
      title: t.title,
      body: [t.description, ...[...byModule.values()].flatMap((data) => moduleText(data))].join(" "),
      href: pageHref(locale, t.path),
    });
  }
  await write(db, docs);
}

type Content = Partial<Record<string, Record<string, string | undefined>>>;
const pick = (content: Content, locale: Locale) => content[locale] ?? content.en ?? {};

/** Indexes every content item (products, blog, news, jobs, events, stories) in every locale. */
export async function indexContent(db: Db): Promise<void> {
  const [products, posts, news, jobs, events, stories] = await Promise.all([
    db.selectFrom("products").select(["slug", "name", "display_name", "content"]).execute(),
    db.selectFrom("blog_posts").select(["slug", "content"]).execute(),
    db.selectFrom("news_articles").select(["slug", "news_type", "content"]).execute(),
    db.selectFrom("jobs").select(["slug", "city", "country", "direct_link", "content"]).execute(),
    db.selectFrom("events").select(["slug", "kind", "location", "content"]).execute(),
    db.selectFrom("employee_stories").select(["slug", "category", "content"]).execute(),
  ]);
  const docs: Doc[] = [];
  for (const locale of LOCALES) {
    const doc = (kind: string, ref: string, title: string, body: string, url: string) =>
      docs.push({ site: "main", locale, kind, ref, title, body: stripHtml(body), href: url });
    for (const p of products) {
      const text = pick(p.content as Content, locale);
      doc("product", p.slug, p.display_name, `${p.name} ${text.summary ?? ""} ${text.description ?? ""}`, href("product", locale, { slug: p.slug }));
    }
    for (const p of posts) {
      const text = pick(p.content as Content, locale);
      doc("blog", p.slug, text.title ?? p.slug, `${text.summary ?? ""} ${text.body ?? ""}`, href("blogPost", locale, { post: p.slug }));
    }
    for (const n of news) {
      const text = pick(n.content as Content, locale);
      const route = n.news_type === "career" ? "careerNewsArticle" : "newsArticle";
      doc("news", n.slug, text.title ?? n.slug, `${text.summary ?? ""} ${text.body ?? ""}`, href(route, locale, { slug: n.slug }));
    }
    for (const j of jobs) {
      const text = pick(j.content as Content, locale);
      doc("job", j.slug, text.szaTitle ?? j.slug, `${text.shortDescription ?? ""} ${j.city} ${j.country}`, j.direct_link ?? href("careerList", locale));
    }
    for (const e of events) {
      const text = pick(e.content as Content, locale);
      const route = e.kind === "career" ? "careerEvent" : "event";
      doc("event", e.slug, text.title ?? e.slug, `${text.summary ?? ""} ${e.location}`, href(route, locale, { slug: e.slug }));
    }
    for (const s of stories) {
      const text = pick(s.content as Content, locale);
      doc("story", s.slug, text.title ?? s.slug, `${text.summary ?? ""} ${text.body ?? ""} ${s.category}`, href("story", locale, { slug: s.slug }));
    }
  }
  await write(db, docs);
}

/** Rebuilds the whole index (seed, db:reset). */
export async function reindexAll(db: Db): Promise<void> {
  await db.deleteFrom("search_documents").execute();
  const pages = await db.selectFrom("pages").select("id").execute();
  for (const page of pages) await indexPage(db, page.id);
  await indexContent(db);
}

/** Builds the index once for a database that has pages but no index yet (e.g. after this migration). */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const indexed = await db.selectFrom("search_documents").select("id").limit(1).executeTakeFirst();
  if (indexed) return false;
  const page = await db.selectFrom("pages").select("id").limit(1).executeTakeFirst();
  if (!page) return false;
  await reindexAll(db);
  return true;
}
