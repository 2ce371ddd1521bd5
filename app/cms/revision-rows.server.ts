import type { Transaction } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../db/schema";
import type { Db } from "../../db";

/* The revision rows every draft write starts from (split from revisions.server.ts so draft steps can share them). */

export type Trx = Transaction<Database>;

/** A write named a version that is no longer the draft's: someone else saved in between. */
export class StaleVersionError extends Error {
  constructor() {
    super("This page was changed by someone else — reload it and make your change again.");
  }
}

export async function findRevision(trx: Trx | Db, pageId: number, status: "draft" | "published") {
  return trx
    .selectFrom("page_revisions")
    .select(["id", "version"])
    .where("page_id", "=", pageId)
    .where("status", "=", status)
    .executeTakeFirst();
}

/** Copies a revision's modules and their contents in every locale into another revision. */
export async function copyModules(trx: Trx, from: number, to: number): Promise<void> {
  await sql`insert into page_modules (revision_id, id, position, type, layout)
            select ${to}, id, position, type, layout from page_modules where revision_id = ${from}`.execute(trx);
  await sql`insert into page_module_contents (revision_id, module_id, locale, data, source)
            select ${to}, module_id, locale, data, source from page_module_contents where revision_id = ${from}`.execute(trx);
}

export /**
 * Locks the draft and moves its version on, if it is still the version the editor read.
 * Every draft write starts with this, inside its transaction.
 */
async function claimDraft(trx: Trx, pageId: number, expectedVersion: number | "current"): Promise<number> {
  let query = trx
    .updateTable("page_revisions")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("page_id", "=", pageId)
    .where("status", "=", "draft");
  if (expectedVersion !== "current") query = query.where("version", "=", expectedVersion);
  const row = await query.returning("id").executeTakeFirst();
  if (!row) throw new StaleVersionError();
  return row.id;
}

export /** The draft's last writer, named when another editor's save collides with theirs. */
async function recordAuthor(trx: Trx, revisionId: number, authorId: number | undefined): Promise<void> {
  if (authorId === undefined) return;
  await trx.updateTable("page_revisions").set({ author_id: authorId }).where("id", "=", revisionId).execute();
}

/** One module of a revision as an editor of `locale` sees it: the shared layout, the locale's content or English's. */
