import type { Db } from "../../db";
import type { StepKind, StepLabel, StepsView } from "./draft-step";
import { claimDraft, copyModules, recordAuthor, type Trx } from "./revision-rows.server";

export type { StepKind, StepLabel };

/**
 * Undo and redo (issue 25, ADR 050). Every draft write records a step holding the draft as it
 * was before the write (a revision of status 'step'). Undo puts that back, keeping the draft as
 * it was for Redo; a new write drops what could be redone. Undo never crosses another editor's
 * step: it is refused, naming them. Publish, Unpublish and Discard end the steps with the draft.
 */

/** Steps kept per page; older ones cannot be undone any more. */
export const MAX_STEPS = 30;

async function snapshot(trx: Trx, pageId: number, draftId: number): Promise<number> {
  const row = await trx.insertInto("page_revisions").values({ page_id: pageId, status: "step", version: 0, author_id: null }).returning("id").executeTakeFirstOrThrow();
  await copyModules(trx, draftId, row.id);
  return row.id;
}

async function dropSteps(trx: Trx, pageId: number, which: "undone" | "all" | "oldest", keep = MAX_STEPS): Promise<void> {
  let q = trx.selectFrom("draft_steps").select(["id", "snapshot_id", "redo_id"]).where("page_id", "=", pageId);
  if (which === "undone") q = q.where("undone", "=", true);
  let rows = await q.orderBy("id", "desc").execute();
  if (which === "oldest") rows = rows.slice(keep);
  const revisions = rows.flatMap((row) => [row.snapshot_id, ...(row.redo_id ? [row.redo_id] : [])]);
  if (revisions.length) await trx.deleteFrom("page_revisions").where("id", "in", revisions).where("status", "=", "step").execute(); // their steps go with them
}

/**
 * Called by every draft write after it claimed the draft and before it changes it: the draft as
 * it is now becomes the step's snapshot. What could be redone is dropped; MAX_STEPS are kept.
 */
export async function recordStep(trx: Trx, args: { pageId: number; draftId: number; authorId?: number | null; label: StepLabel }): Promise<void> {
  await dropSteps(trx, args.pageId, "undone");
  const snapshotId = await snapshot(trx, args.pageId, args.draftId);
  await trx
    .insertInto("draft_steps")
    .values({ page_id: args.pageId, snapshot_id: snapshotId, author_id: args.authorId ?? null, kind: args.label.kind, module_type: args.label.moduleType ?? null, locale: args.label.locale ?? null })
    .execute();
  await dropSteps(trx, args.pageId, "oldest");
}

/** The draft ended (published, unpublished, discarded): its steps go. */
export async function clearSteps(trx: Trx | Db, pageId: number): Promise<void> {
  const rows = await trx.selectFrom("draft_steps").select(["snapshot_id", "redo_id"]).where("page_id", "=", pageId).execute();
  const revisions = rows.flatMap((row) => [row.snapshot_id, ...(row.redo_id ? [row.redo_id] : [])]);
  if (revisions.length) await trx.deleteFrom("page_revisions").where("id", "in", revisions).where("status", "=", "step").execute();
}

async function replaceDraft(trx: Trx, draftId: number, fromRevision: number): Promise<void> {
  await trx.deleteFrom("page_modules").where("revision_id", "=", draftId).execute(); // their contents go with them
  await copyModules(trx, fromRevision, draftId);
}

/** Undo was refused: the last step is someone else's (named), or there is nothing to undo. */
export class UndoRefused extends Error {
  constructor(
    readonly reason: "nothingToUndo" | "nothingToRedo" | "undoOther",
    readonly by: string | null = null,
  ) {
    super(reason);
  }
}

/** Undo: the draft goes back to before its last step, which must be the editor's own. Version-checked. */
export async function undoStep(db: Db, args: { pageId: number; version: number; editorId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const draftId = await claimDraft(trx, args.pageId, args.version);
    const step = await trx
      .selectFrom("draft_steps as s")
      .leftJoin("users as u", "u.id", "s.author_id")
      .select(["s.id", "s.snapshot_id", "s.author_id", "u.name", "u.email"])
      .where("s.page_id", "=", args.pageId)
      .where("s.undone", "=", false)
      .orderBy("s.id", "desc")
      .executeTakeFirst();
    if (!step) throw new UndoRefused("nothingToUndo");
    if (step.author_id !== args.editorId) throw new UndoRefused("undoOther", step.name || step.email || null);
    const redoId = await snapshot(trx, args.pageId, draftId);
    await replaceDraft(trx, draftId, step.snapshot_id);
    await trx.updateTable("draft_steps").set({ undone: true, redo_id: redoId }).where("id", "=", step.id).execute();
    await recordAuthor(trx, draftId, args.editorId);
  });
}

/** Redo: the step undone last is done again. Version-checked. */
export async function redoStep(db: Db, args: { pageId: number; version: number; editorId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const draftId = await claimDraft(trx, args.pageId, args.version);
    const step = await trx
      .selectFrom("draft_steps")
      .select(["id", "redo_id"])
      .where("page_id", "=", args.pageId)
      .where("undone", "=", true)
      .orderBy("id", "asc")
      .executeTakeFirst();
    if (!step?.redo_id) throw new UndoRefused("nothingToRedo");
    await replaceDraft(trx, draftId, step.redo_id);
    await trx.deleteFrom("page_revisions").where("id", "=", step.redo_id).execute();
    await trx.updateTable("draft_steps").set({ undone: false, redo_id: null }).where("id", "=", step.id).execute();
    await recordAuthor(trx, draftId, args.editorId);
  });
}

export async function draftSteps(db: Db, pageId: number, editorId: number): Promise<StepsView> {
  const [last, next] = await Promise.all([
    db
      .selectFrom("draft_steps as s")
      .leftJoin("users as u", "u.id", "s.author_id")
      .select(["s.kind", "s.module_type", "s.locale", "s.author_id", "u.name", "u.email"])
      .where("s.page_id", "=", pageId)
      .where("s.undone", "=", false)
      .orderBy("s.id", "desc")
      .executeTakeFirst(),
    db.selectFrom("draft_steps").select(["kind", "module_type", "locale"]).where("page_id", "=", pageId).where("undone", "=", true).orderBy("id", "asc").executeTakeFirst(),
  ]);
  return {
    undo: last ? { kind: last.kind as StepKind, moduleType: last.module_type, locale: last.locale, by: last.name || last.email || null, mine: last.author_id === editorId } : null,
    redo: next ? { kind: next.kind as StepKind, moduleType: next.module_type, locale: next.locale } : null,
  };
}
