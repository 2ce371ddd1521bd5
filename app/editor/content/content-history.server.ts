import { sql, type Transaction } from "kysely";
import type { Db } from "../../../db";
import type { Database } from "../../../db/schema";
import { localeDiffs } from "~/cms/revision-diff.server";
import { LOCALES } from "~/i18n/locales";
import { changeContent } from "~/lib/content-events.server";
import type { ContentKindKey } from "./content-kind";
import { CONTENT_HISTORY_PAGE_SIZE, type ContentDiff, type ContentHistory, type ContentHistoryEntry } from "./content-history";
import { checkColumns, checkLocalSlug, ContentGone, editableOf, formValues, lockRow, writeDraft, type Editable } from "./content-items.server";
import { recordContentRevision, stepBefore } from "./content-revisions.server";
import { CONTENT_STORES } from "./content-stores.server";
import { CONTENT_KIND_FORMS } from "./content-kinds";

/**
 * A content item's history (issue 25, ADR 056): its versions newest first, a version compared
 * with the current draft, Restore this version (into the draft) and Discard draft.
 */
export async function contentHistory(db: Db, kind: ContentKindKey, itemId: number, page: number): Promise<ContentHistory> {
  const base = db.selectFrom("content_revisions as r").where("r.kind", "=", kind).where("r.item_id", "=", itemId);
  const total = Number((await base.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
  const pages = Math.max(1, Math.ceil(total / CONTENT_HISTORY_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await base
    .leftJoin("users as u", "u.id", "r.created_by")
    .select(["r.id", "r.created_at", "r.action", "r.locale", "r.step", "u.name", "u.email"])
    .orderBy("r.id", "desc")
    .limit(CONTENT_HISTORY_PAGE_SIZE)
    .offset((current - 1) * CONTENT_HISTORY_PAGE_SIZE)
    .execute();
  const entries: ContentHistoryEntry[] = rows.map((row) => ({
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    by: row.name || row.email || null,
    action: row.action,
    locale: row.locale,
    undone: row.step === "undone",
  }));
  return { entries, page: current, pages };
}

async function snapshotOf(db: Db, kind: ContentKindKey, itemId: number, revisionId: number): Promise<{ snapshot: Editable; at: Date } | null> {
  const row = await db
    .selectFrom("content_revisions")
    .select(["snapshot", "created_at"])
    .where("id", "=", revisionId)
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  if (!row) return null;
  return { snapshot: (typeof row.snapshot === "string" ? JSON.parse(row.snapshot) : row.snapshot) as Editable, at: new Date(row.created_at) };
}

/** The item's form values by locale (English with its structure; a locale only where it has texts). */
function valuesByLocale(kind: ContentKindKey, editable: Editable): Map<string, unknown> {
  const byLocale = new Map<string, unknown>();
  for (const locale of LOCALES) {
    if (locale === "en" || editable.content[locale]) byLocale.set(locale, formValues(kind, editable, locale));
  }
  return byLocale;
}

/** What changed from a version to the current draft (word by word for text), or null when it is not the item's. */
export async function diffContentRevision(db: Db, kind: ContentKindKey, itemId: number, revisionId: number, current: Editable): Promise<ContentDiff | null> {
  const version = await snapshotOf(db, kind, itemId, revisionId);
  if (!version) return null;
  return { revisionId, at: version.at.toISOString(), fields: localeDiffs(valuesByLocale(kind, version.snapshot), valuesByLocale(kind, current)) };
}

/**
 * Restore this version: the version becomes the item's draft (a published row keeps what visitors
 * see until Publish), checked against the revision the editor read. Its relations and slug are
 * checked again: what it names may be gone or taken since.
 */
export async function restoreContentRevision(db: Db, args: { kind: ContentKindKey; id: number; revisionId: number; revision: number; editorId: number }): Promise<void> {
  const version = await snapshotOf(db, args.kind, args.id, args.revisionId);
  if (!version) throw new ContentGone();
  const store = CONTENT_STORES[args.kind];
  await changeContent(db, async (trx) => {
    const row = await lockRow(trx, store, args.id, args.revision);
    await checkEditable(trx, args.kind, version.snapshot, args.id);
    const revision = await writeDraft(trx, store, row, version.snapshot, args.editorId);
    const before = stepBefore(row, editableOf(store, row));
    await recordContentRevision(trx, { kind: args.kind, itemId: args.id, action: "restore", locale: null, itemRevision: revision, snapshot: version.snapshot, editorId: args.editorId, before });
  });
}

/** An earlier editable state written again (restore, undo, redo): what it names may be gone, its slugs taken since. */
export async function checkEditable(trx: Transaction<Database>, kind: ContentKindKey, editable: Editable, id: number): Promise<void> {
  const store = CONTENT_STORES[kind];
  const localSlugs = Boolean(CONTENT_KIND_FORMS[kind].localSlugs);
  await checkColumns(trx, store, editable.columns, id, localSlugs);
  if (!localSlugs) return;
  for (const locale of LOCALES) {
    const slug = locale === "en" ? undefined : editable.content[locale]?.slug;
    if (typeof slug === "string" && slug) await checkLocalSlug(trx, store, { locale, slug }, id);
  }
}

/** Discard draft: a published item's pending changes go; what visitors see is the item again. */
export async function discardContentDraft(db: Db, args: { kind: ContentKindKey; id: number; revision: number; editorId: number }): Promise<boolean> {
  const store = CONTENT_STORES[args.kind];
  return changeContent(db, async (trx) => {
    const row = await lockRow(trx, store, args.id, args.revision);
    if (row.draft === null || !row.published) return false;
    const written = await trx
      .updateTable(store.table as "news_articles")
      .set({ draft: null, revision: sql<number>`revision + 1`, updated_at: sql<Date>`now()`, updated_by: args.editorId })
      .where("id", "=", args.id)
      .returning("revision")
      .executeTakeFirstOrThrow();
    const published = editableOf(store, { ...row, draft: null });
    const before = stepBefore(row, editableOf(store, row));
    await recordContentRevision(trx, { kind: args.kind, itemId: args.id, action: "discard", locale: null, itemRevision: written.revision, snapshot: published, editorId: args.editorId, before });
    return true;
  });
}
