import type { Db } from "../../db";
import type { PageHistory } from "./page-history";
import type { StepKind } from "./draft-step";

/** Versions per page of the history dialog. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * The page's published versions, newest first (issue 25), a page of HISTORY_PAGE_SIZE at a time.
 * A page past the end answers the last one. Drafts are not listed: a draft is what a restore writes to.
 */
export async function listPageHistory(db: Db, pageId: number, page = 1): Promise<PageHistory> {
  const published = db
    .selectFrom("page_revisions")
    .where("page_id", "=", pageId)
    .where("status", "in", ["published", "history"])
    .where("published_at", "is not", null);
  const { count } = await published.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  const pages = Math.max(1, Math.ceil(Number(count) / HISTORY_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await published
    .leftJoin("users as u", "u.id", "page_revisions.author_id")
    .select((eb) => [
      "page_revisions.id",
      "page_revisions.version",
      "page_revisions.status",
      "page_revisions.published_at",
      "u.name",
      "u.email",
      eb
        .selectFrom("page_modules as m")
        .whereRef("m.revision_id", "=", "page_revisions.id")
        .select((inner) => inner.fn.countAll<string>().as("n"))
        .as("modules"),
    ])
    .orderBy("page_revisions.published_at", "desc")
    .orderBy("page_revisions.id", "desc")
    .limit(HISTORY_PAGE_SIZE)
    .offset((current - 1) * HISTORY_PAGE_SIZE)
    .execute();
  const steps = await db
    .selectFrom("draft_steps as s")
    .leftJoin("users as u", "u.id", "s.author_id")
    .select(["s.kind", "s.module_type", "s.locale", "s.undone", "s.created_at", "u.name", "u.email"])
    .where("s.page_id", "=", pageId)
    .orderBy("s.id", "desc")
    .execute();
  return {
    steps: steps.map((s) => ({
      kind: s.kind as StepKind,
      moduleType: s.module_type,
      locale: s.locale,
      undone: s.undone,
      at: new Date(s.created_at).toISOString(),
      by: s.name || s.email || null,
    })),
    page: current,
    pages,
    entries: rows.map((row) => ({
      revisionId: row.id,
      version: row.version,
      current: row.status === "published",
      publishedAt: new Date(row.published_at!).toISOString(),
      by: row.name || row.email || null,
      modules: Number(row.modules ?? 0),
    })),
  };
}
