import { changeContent } from "~/lib/content-events.server";
import { sql } from "kysely";
import type { Db } from "../../db";
import { newModuleId } from "../../shared/random-id";
import { moduleContentHash, type StoredModuleContent } from "./module-content-hash.server";
import { claimDraft, copyModules, findRevision, recordAuthor, StaleVersionError, type Trx } from "./revision-rows.server";
import { clearSteps, recordStep, type StepKind } from "./draft-steps.server";

export { copyModules, StaleVersionError };

/** The page cannot be edited (SPEC §2.4) or the module/position does not exist. */
export class EditRejectedError extends Error {}

/** Someone else saved this module (this locale's content or its layout) since the editor read it. */
export class ModuleConflictError extends Error {
  constructor(readonly current: StoredModuleContent & { authorId: number | null }) {
    super("This module was changed by someone else");
  }
}

export type DraftRef = { revisionId: number; version: number };

/** The page's draft, created from the published revision (same module ids) when there is none. */
export async function ensureDraft(db: Db, pageId: number, authorId: number | null): Promise<DraftRef> {
  return db.transaction().execute(async (trx) => {
    const page = await trx.selectFrom("pages").select(["editable"]).where("id", "=", pageId).forUpdate().executeTakeFirst();
    if (!page) throw new EditRejectedError("Unknown page");
    if (!page.editable) throw new EditRejectedError("This page cannot be modified");
    const existing = await findRevision(trx, pageId, "draft");
    if (existing) return { revisionId: existing.id, version: existing.version };
    const published = await findRevision(trx, pageId, "published");
    const draft = await trx
      .insertInto("page_revisions")
      .values({ page_id: pageId, status: "draft", version: (published?.version ?? 0) + 1, author_id: authorId })
      .returning(["id", "version"])
      .executeTakeFirstOrThrow();
    if (published) await copyModules(trx, published.id, draft.id);
    return { revisionId: draft.id, version: draft.version };
  });
}

async function readModuleContent(trx: Trx, revisionId: number, moduleId: string, locale: string): Promise<StoredModuleContent | null> {
  const row = await trx
    .selectFrom("page_modules as m")
    .leftJoin("page_module_contents as c", (join) =>
      join.onRef("c.revision_id", "=", "m.revision_id").onRef("c.module_id", "=", "m.id").on("c.locale", "=", locale),
    )
    .leftJoin("page_module_contents as e", (join) =>
      join.onRef("e.revision_id", "=", "m.revision_id").onRef("e.module_id", "=", "m.id").on("e.locale", "=", "en"),
    )
    .select(["m.layout", sql<Record<string, unknown>>`coalesce(c.data, e.data, '{}'::jsonb)`.as("data")])
    .where("m.revision_id", "=", revisionId)
    .where("m.id", "=", moduleId)
    .executeTakeFirst();
  return row ? { layout: row.layout as Record<string, unknown>, data: row.data } : null;
}

export type ModuleWrite = { layout: Record<string, unknown>; data: Record<string, unknown> };

/** addModule (SPEC §7): inserted at position + 1, or at the end without a position. */
export async function addModule(
  db: Db,
  args: { pageId: number; version: number; type: string; position: number | null; locale: string; authorId?: number } & ModuleWrite,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const revisionId = await claimDraft(trx, args.pageId, args.version);
    await recordStep(trx, { pageId: args.pageId, draftId: revisionId, authorId: args.authorId, label: { kind: "add", moduleType: args.type, locale: args.locale } });
    await recordAuthor(trx, revisionId, args.authorId);
    const { count } = await trx
      .selectFrom("page_modules")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("revision_id", "=", revisionId)
      .executeTakeFirstOrThrow();
    const total = Number(count);
    if (args.position !== null && (args.position < -1 || args.position >= Math.max(total, 1))) {
      throw new EditRejectedError(`Module position ${args.position} is out of range`);
    }
    const at = args.position === null ? total : args.position + 1;
    await trx
      .updateTable("page_modules")
      .set((eb) => ({ position: eb("position", "+", 1) }))
      .where("revision_id", "=", revisionId)
      .where("position", ">=", at)
      .execute();
    const id = newModuleId();
    await trx
      .insertInto("page_modules")
      .values({ revision_id: revisionId, id, position: at, type: args.type, layout: JSON.stringify(args.layout) })
      .execute();
    await trx
      .insertInto("page_module_contents")
      .values({ revision_id: revisionId, module_id: id, locale: args.locale, data: JSON.stringify(args.data) })
      .execute();
    return id;
  });
}

/**
 * updateModule (SPEC §7): the layout (shared) and this locale's content of one module.
 * With `baseHash` (what the editor read, moduleContentHash) the check is the module's own content,
 * not the page's version: a save over someone else's change to this module is refused with
 * ModuleConflictError, a save beside their change to another module goes through.
 */
export async function updateModule(
  db: Db,
  args: { pageId: number; version: number; moduleId: string; locale: string; baseHash?: string; authorId?: number } & ModuleWrite,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const revisionId = await claimDraft(trx, args.pageId, args.baseHash === undefined ? args.version : "current");
    if (args.baseHash !== undefined) {
      const current = await readModuleContent(trx, revisionId, args.moduleId, args.locale);
      if (!current) throw new EditRejectedError(`Unknown module ${args.moduleId}`);
      if (moduleContentHash(current) !== args.baseHash) {
        const last = await trx.selectFrom("page_revisions").select("author_id").where("id", "=", revisionId).executeTakeFirstOrThrow();
        throw new ModuleConflictError({ ...current, authorId: last.author_id });
      }
    }
    const type = await trx.selectFrom("page_modules").select("type").where("revision_id", "=", revisionId).where("id", "=", args.moduleId).executeTakeFirst();
    await recordStep(trx, { pageId: args.pageId, draftId: revisionId, authorId: args.authorId, label: { kind: "edit", moduleType: type?.type, locale: args.locale } });
    await recordAuthor(trx, revisionId, args.authorId);
    const updated = await trx
      .updateTable("page_modules")
      .set({ layout: JSON.stringify(args.layout) })
      .where("revision_id", "=", revisionId)
      .where("id", "=", args.moduleId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new EditRejectedError(`Unknown module ${args.moduleId}`);
    // A translation remembers the English it was made from: the translation status compares it (issue 25).
    const source =
      args.locale === "en"
        ? null
        : sql<string | null>`(select e.data from page_module_contents e where e.revision_id = ${revisionId} and e.module_id = ${args.moduleId} and e.locale = 'en')`;
    await trx
      .insertInto("page_module_contents")
      .values({ revision_id: revisionId, module_id: args.moduleId, locale: args.locale, data: JSON.stringify(args.data), source })
      .onConflict((oc) => oc.columns(["revision_id", "module_id", "locale"]).doUpdateSet({ data: JSON.stringify(args.data), source }))
      .execute();
  });
}

/**
 * patchPage (SPEC §7): `contents` is the new order of module ids; a module left out is removed.
 * Ids that are not on the draft are refused.
 */
export async function patchPage(db: Db, args: { pageId: number; version: number; contents: string[]; authorId?: number; step?: StepKind }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const revisionId = await claimDraft(trx, args.pageId, args.version);
    await recordStep(trx, { pageId: args.pageId, draftId: revisionId, authorId: args.authorId, label: { kind: args.step ?? "move" } });
    await recordAuthor(trx, revisionId, args.authorId);
    const rows = await trx.selectFrom("page_modules").select("id").where("revision_id", "=", revisionId).execute();
    const known = new Set(rows.map((r) => r.id));
    if (new Set(args.contents).size !== args.contents.length) throw new EditRejectedError("A module appears twice");
    for (const id of args.contents) if (!known.has(id)) throw new EditRejectedError(`Unknown module ${id}`);
    const removed = [...known].filter((id) => !args.contents.includes(id));
    if (removed.length) {
      await trx.deleteFrom("page_modules").where("revision_id", "=", revisionId).where("id", "in", removed).execute();
    }
    // Two passes so the new positions never collide with old ones mid-update.
    await trx
      .updateTable("page_modules")
      .set((eb) => ({ position: eb("position", "+", 100000) }))
      .where("revision_id", "=", revisionId)
      .execute();
    for (const [position, id] of args.contents.entries()) {
      await trx.updateTable("page_modules").set({ position }).where("revision_id", "=", revisionId).where("id", "=", id).execute();
    }
  });
}

/** publishPage (SPEC §7): the draft becomes the published revision, the old one history; one transaction. */
export async function publishPage(db: Db, args: { pageId: number; version: number }): Promise<void> {
  await changeContent(db, async (trx, changed) => {
    const revisionId = await claimDraft(trx, args.pageId, args.version);
    await trx
      .updateTable("page_revisions")
      .set({ status: "history" })
      .where("page_id", "=", args.pageId)
      .where("status", "=", "published")
      .execute();
    await trx
      .updateTable("page_revisions")
      .set({ status: "published", published_at: new Date() })
      .where("id", "=", revisionId)
      .execute();
    await trx.updateTable("pages").set({ updated_at: sql`now()` }).where("id", "=", args.pageId).execute();
    await clearSteps(trx, args.pageId);
    await changed(`page:${args.pageId}`);
  });
}

/**
 * Discard draft (issue 25): the draft and its modules go, the published revision stays as it is.
 * Refused when the draft moved on since the editor read it (another editor's step would be lost
 * silently) or when the page was never published (there is nothing to return to: delete it).
 * No draft at all is nothing to discard.
 */
export async function discardDraft(db: Db, args: { pageId: number; version: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const published = await findRevision(trx, args.pageId, "published");
    if (!published) throw new EditRejectedError("errors.neverPublished");
    const draft = await trx
      .selectFrom("page_revisions")
      .select(["id", "version"])
      .where("page_id", "=", args.pageId)
      .where("status", "=", "draft")
      .forUpdate()
      .executeTakeFirst();
    if (!draft) return;
    if (draft.version !== args.version) throw new StaleVersionError();
    await trx.deleteFrom("page_revisions").where("id", "=", draft.id).execute();
    await clearSteps(trx, args.pageId);
  });
}

/**
 * Unpublish (issue 22): the published revision becomes history, so visitors get 404 and the page
 * leaves the sitemap and site search; the draft (a copy of it when there was no draft) stays for a
 * later Publish. Version-checked like Publish; the home page of a site is never unpublished.
 */
export async function unpublishPage(db: Db, args: { pageId: number; version: number }): Promise<void> {
  await changeContent(db, async (trx, changed) => {
    const home = await trx.selectFrom("page_translations").select("page_id").where("page_id", "=", args.pageId).where("path", "=", "").executeTakeFirst();
    if (home) throw new EditRejectedError("errors.homeUnpublish");
    await claimDraft(trx, args.pageId, args.version);
    const published = await trx
      .updateTable("page_revisions")
      .set({ status: "history" })
      .where("page_id", "=", args.pageId)
      .where("status", "=", "published")
      .returning("id")
      .executeTakeFirst();
    if (!published) throw new EditRejectedError("errors.neverPublished");
    await trx.updateTable("pages").set({ updated_at: sql`now()` }).where("id", "=", args.pageId).execute();
    await changed(`page:${args.pageId}`);
  });
}

/**
 * Restore this version (issue 25): an earlier or the published revision's modules, in every
 * locale, become the draft's (a new draft step, version-checked like every draft write). Nothing
 * is published until Publish. Only the page's own published or history revisions are restored.
 */
export async function restoreRevision(
  db: Db,
  args: { pageId: number; version: number; revisionId: number; authorId?: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom("page_revisions")
      .select("id")
      .where("id", "=", args.revisionId)
      .where("page_id", "=", args.pageId)
      .where("status", "in", ["published", "history"])
      .executeTakeFirst();
    if (!source) throw new EditRejectedError("errors.revisionMissing");
    const draftId = await claimDraft(trx, args.pageId, args.version);
    await recordStep(trx, { pageId: args.pageId, draftId, authorId: args.authorId, label: { kind: "restore" } });
    await recordAuthor(trx, draftId, args.authorId);
    await trx.deleteFrom("page_modules").where("revision_id", "=", draftId).execute(); // their contents go with them
    await copyModules(trx, source.id, draftId);
  });
}

/** A module as copy/move takes it: type, layout and its content in every locale. */
export type ModuleCopy = { type: string; layout: Record<string, unknown>; contents: { locale: string; data: Record<string, unknown>; source: unknown }[] };

/** The module `moduleId` of the page's draft, in every locale, or null. */
export async function readDraftModule(db: Db, pageId: number, moduleId: string): Promise<ModuleCopy | null> {
  const draft = await findRevision(db, pageId, "draft");
  if (!draft) return null;
  const module = await db.selectFrom("page_modules").select(["type", "layout"]).where("revision_id", "=", draft.id).where("id", "=", moduleId).executeTakeFirst();
  if (!module) return null;
  const contents = await db.selectFrom("page_module_contents").select(["locale", "data", "source"]).where("revision_id", "=", draft.id).where("module_id", "=", moduleId).execute();
  return {
    type: module.type,
    layout: module.layout as Record<string, unknown>,
    contents: contents.map((c) => ({ locale: c.locale, data: c.data as Record<string, unknown>, source: c.source })),
  };
}

/**
 * Copy to page… / Move to page… (issue 25): the module, with its content in every locale, goes
 * to the top or the end of another page's draft under a new id (adding never overwrites anyone's
 * work, like addModule). A move also takes it off this page's draft, checked against the version
 * the editor read; one transaction, so a refused move copies nothing. The target's draft must
 * exist (ensureDraft) and be editable.
 */
export async function copyModuleToPage(
  db: Db,
  args: { pageId: number; version: number; moduleId: string; module: ModuleCopy; targetPageId: number; position: "start" | "end"; move: boolean; authorId?: number },
): Promise<string> {
  if (args.move && args.targetPageId === args.pageId) throw new EditRejectedError("errors.moveSamePage");
  return db.transaction().execute(async (trx) => {
    if (args.move) {
      const sourceId = await claimDraft(trx, args.pageId, args.version);
      await recordStep(trx, { pageId: args.pageId, draftId: sourceId, authorId: args.authorId, label: { kind: "moveOut", moduleType: args.module.type } });
      await recordAuthor(trx, sourceId, args.authorId);
      const removed = await trx.deleteFrom("page_modules").where("revision_id", "=", sourceId).where("id", "=", args.moduleId).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new EditRejectedError("modal.unknownModule");
    }
    const targetId = await claimDraft(trx, args.targetPageId, "current");
    await recordStep(trx, { pageId: args.targetPageId, draftId: targetId, authorId: args.authorId, label: { kind: "copyIn", moduleType: args.module.type } });
    await recordAuthor(trx, targetId, args.authorId);
    let at = 0;
    if (args.position === "start") {
      await trx.updateTable("page_modules").set((eb) => ({ position: eb("position", "+", 1) })).where("revision_id", "=", targetId).execute();
    } else {
      const last = await trx.selectFrom("page_modules").select((eb) => eb.fn.max("position").as("max")).where("revision_id", "=", targetId).executeTakeFirst();
      at = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    }
    const id = newModuleId();
    await trx.insertInto("page_modules").values({ revision_id: targetId, id, position: at, type: args.module.type, layout: JSON.stringify(args.module.layout) }).execute();
    for (const content of args.module.contents) {
      await trx
        .insertInto("page_module_contents")
        .values({ revision_id: targetId, module_id: id, locale: content.locale, data: JSON.stringify(content.data), source: content.source === null ? null : JSON.stringify(content.source) })
        .execute();
    }
    return id;
  });
}
