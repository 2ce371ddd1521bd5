import type { Db } from "../../../db";
import { can } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";

// Issue 43: who may read a form's submissions (personal data): Administrators (`submissions.read`)
// and the accounts an administrator gave the right to that form (`form_submission_readers`).

/** Whether `editor` was given the right to read the submissions of form `formId`. */
export async function isSubmissionReader(db: Db, formId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom("form_submission_readers").select("user_id").where("form_id", "=", formId).where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

/** Whether `editor` may see, export and delete the submissions of form `formId`. */
export async function maySeeSubmissions(db: Db, editor: Editor, formId: number): Promise<boolean> {
  return can(editor, "submissions.read").ok || (await isSubmissionReader(db, formId, editor.id));
}

/** Of `formIds`, those whose submissions `editor` may see (one query; the forms list's Submissions links). */
export async function formsWithSubmissionsFor(db: Db, editor: Editor, formIds: readonly number[]): Promise<Set<number>> {
  if (can(editor, "submissions.read").ok) return new Set(formIds);
  if (formIds.length === 0) return new Set();
  const rows = await db.selectFrom("form_submission_readers").select("form_id").where("user_id", "=", editor.id).where("form_id", "in", [...formIds]).execute();
  return new Set(rows.map((r) => r.form_id));
}

/** An account an administrator may give the right to a form's submissions. */
export type ReaderCandidate = { id: number; name: string; email: string; role: string; reader: boolean };

/**
 * The active accounts that are not Administrators (those read every form's submissions anyway),
 * each with whether it reads this form's submissions.
 */
export async function readerCandidates(db: Db, formId: number): Promise<ReaderCandidate[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("form_submission_readers as r", (join) => join.onRef("r.user_id", "=", "users.id").on("r.form_id", "=", formId))
    .select(["users.id", "users.name", "users.email", "users.role", "r.user_id as readerId"])
    .where("users.active", "=", true)
    .where("users.role", "!=", "administrator")
    .orderBy("users.name")
    .orderBy("users.email")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, role: r.role, reader: r.readerId !== null }));
}

/**
 * Makes exactly `userIds` (of the candidates: active non-administrators) the readers of the
 * form's submissions. Returns who was added and who removed.
 */
export async function setSubmissionReaders(db: Db, formId: number, userIds: readonly number[]): Promise<{ added: number[]; removed: number[] }> {
  return db.transaction().execute(async (trx) => {
    const candidates = await trx.selectFrom("users").select("id").where("active", "=", true).where("role", "!=", "administrator").execute();
    const allowed = new Set(candidates.map((c) => c.id));
    const wanted = new Set(userIds.filter((id) => allowed.has(id)));
    const current = new Set((await trx.selectFrom("form_submission_readers").select("user_id").where("form_id", "=", formId).execute()).map((r) => r.user_id));
    const added = [...wanted].filter((id) => !current.has(id));
    // Only candidates are removed: a row of an account since deactivated or promoted stays
    // (harmless: an administrator reads everything; an inactive account cannot sign in).
    const removed = [...current].filter((id) => allowed.has(id) && !wanted.has(id));
    if (added.length) await trx.insertInto("form_submission_readers").values(added.map((user_id) => ({ form_id: formId, user_id }))).execute();
    if (removed.length) await trx.deleteFrom("form_submission_readers").where("form_id", "=", formId).where("user_id", "in", removed).execute();
    return { added, removed };
  });
}
