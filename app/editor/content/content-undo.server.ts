import { sql, type Transaction } from "kysely";
import type { Db } from "../../../db";
import type { Database } from "../../../db/schema";
import { changeContent } from "~/lib/content-events.server";
import type { ContentKindKey } from "./content-kind";
import type { ContentStepLabel, ContentSteps } from "./content-history";
import { checkEditable } from "./content-history.server";
import { lockRow, writeDraft, type Editable } from "./content-items.server";
import { recordContentRevision } from "./content-revisions.server";
import { CONTENT_STORES, type ContentStore } from "./content-stores.server";

/**
 * Undo and redo of a content item's draft (issue 25, ADR 056), on its history rows: a save,
 * restore or discard is a step that keeps the state before it. Undo puts that state back and
 * marks the step undone; Redo puts the step's own state back (the earliest undone first). Both
 * are version-checked like every write, check slugs and relations again, write the draft only
 * (a published row keeps what visitors see) and are history rows of their own. A new step drops
 * what could be redone; a publish ends the steps. Undo never crosses another editor's step.
 */

/** Undo or redo refused: nothing to undo or redo, or the last step is someone else's (named). */
export class ContentUndoRefused extends Error {
  constructor(
    readonly reason: "nothingToUndo" | "nothingToRedo" | "undoOther",
    readonly by: string | null = null,
  ) {
    super(reason);
  }
}

type Args = { kind: ContentKindKey; id: number; revision: number; editorId: number };

const parse = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Editable;

function steps(db: Db | Transaction<Database>, kind: ContentKindKey, id: number) {
  return db.selectFrom("content_revisions as r").where("r.kind", "=", kind).where("r.item_id", "=", id);
}

/** The last step still done: the one Undo takes. */
function lastDone(db: Db | Transaction<Database>, kind: ContentKindKey, id: number) {
  return steps(db, kind, id)
    .leftJoin("users as u", "u.id", "r.created_by")
    .select(["r.id", "r.action", "r.locale", "r.created_by", "u.name", "u.email"])
    .where("r.step", "=", "done")
    .orderBy("r.id", "desc");
}

/** The step undone last (the earliest undone one): the one Redo takes. */
function nextUndone(db: Db | Transaction<Database>, kind: ContentKindKey, id: number) {
  return steps(db, kind, id).select(["r.id", "r.action", "r.locale"]).where("r.step", "=", "undone").orderBy("r.id", "asc");
}

/** An editable state as the item's draft; `draft` false on a published row: no draft (what visitors see is the state). */
async function writeState(trx: Transaction<Database>, store: ContentStore, row: Record<string, unknown>, state: Editable, draft: boolean, editorId: number): Promise<number> {
  if (draft || !row.published) return writeDraft(trx, store, row, state, editorId);
  const written = await trx
    .updateTable(store.table as "news_articles")
    .set({ draft: null, revision: sql<number>`revision + 1`, updated_at: sql<Date>`now()`, updated_by: editorId })
    .where("id", "=", Number(row.id))
    .returning("revision")
    .executeTakeFirstOrThrow();
  return written.revision;
}

/** Undo: the item's draft goes back to before its last step, which must be the editor's own. */
export async function undoContentStep(db: Db, args: Args): Promise<void> {
  const store = CONTENT_STORES[args.kind];
  await changeContent(db, async (trx) => {
    const row = await lockRow(trx, store, args.id, args.revision);
    const step = await lastDone(trx, args.kind, args.id).select(["r.before", "r.before_draft"]).executeTakeFirst();
    if (!step || step.before === null) throw new ContentUndoRefused("nothingToUndo");
    if (step.created_by !== args.editorId) throw new ContentUndoRefused("undoOther", step.name || step.email || null);
    const state = parse(step.before);
    await checkEditable(trx, args.kind, state, args.id);
    const revision = await writeState(trx, store, row, state, step.before_draft !== false, args.editorId);
    await trx.updateTable("content_revisions").set({ step: "undone" }).where("id", "=", step.id).execute();
    await recordContentRevision(trx, { kind: args.kind, itemId: args.id, action: "undo", locale: step.locale, itemRevision: revision, snapshot: state, editorId: args.editorId });
  });
}

/** Redo: the step undone last is done again (until a new step drops it). */
export async function redoContentStep(db: Db, args: Args): Promise<void> {
  const store = CONTENT_STORES[args.kind];
  await changeContent(db, async (trx) => {
    const row = await lockRow(trx, store, args.id, args.revision);
    const step = await nextUndone(trx, args.kind, args.id).select("r.snapshot").executeTakeFirst();
    if (!step) throw new ContentUndoRefused("nothingToRedo");
    const state = parse(step.snapshot);
    await checkEditable(trx, args.kind, state, args.id);
    // A discard left no draft: redone, it leaves none again.
    const revision = await writeState(trx, store, row, state, step.action !== "discard", args.editorId);
    await trx.updateTable("content_revisions").set({ step: "done" }).where("id", "=", step.id).execute();
    await recordContentRevision(trx, { kind: args.kind, itemId: args.id, action: "redo", locale: step.locale, itemRevision: revision, snapshot: state, editorId: args.editorId });
  });
}

const labelOf = (step: { action: string; locale: string | null }): ContentStepLabel => ({ action: step.action as ContentStepLabel["action"], locale: step.locale });

/** What Undo and Redo would do now, for the item form (the last step's author, so a refusal names them). */
export async function contentSteps(db: Db, kind: ContentKindKey, id: number, editorId: number): Promise<ContentSteps> {
  const [last, next] = await Promise.all([lastDone(db, kind, id).executeTakeFirst(), nextUndone(db, kind, id).executeTakeFirst()]);
  return {
    undo: last ? { ...labelOf(last), by: last.name || last.email || null, mine: last.created_by === editorId } : null,
    redo: next ? labelOf(next) : null,
  };
}
