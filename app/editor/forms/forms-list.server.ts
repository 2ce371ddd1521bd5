import { sql } from "kysely";
import type { Db } from "../../../db";
import { likePattern } from "~/lib/picker-page.server";
import { lastPage, sliceOf, type Paging } from "~/lib/pagination";

// Issue 47 item 7: /editor/forms, every custom form with its submissions, to find a form without
// opening a page that shows it.

export type FormsListRow = { id: number; title: string; submissions: number; updatedAt: string };
export type FormsListPage = { rows: FormsListRow[]; total: number; page: number; last: number };

/** The forms, by title, matching `search`; only those of `only` when it is given (an account's readable forms). */
export async function listForms(db: Db, { search, only, paging }: { search: string; only: readonly number[] | null; paging: Paging }): Promise<FormsListPage> {
  if (only !== null && only.length === 0) return { rows: [], total: 0, page: 1, last: 1 };
  let query = db.selectFrom("forms");
  if (search.trim()) query = query.where("title", "ilike", likePattern(search.trim()));
  if (only !== null) query = query.where("forms.id", "in", [...only]);
  const { count } = await query.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  const slice = sliceOf(paging, total);
  const rows = await query
    .select((eb) => [
      "forms.id",
      "forms.title",
      "forms.updated_at",
      eb.selectFrom("form_submissions").whereRef("form_submissions.form_id", "=", "forms.id").select(sql<number>`count(*)`.as("n")).as("submissions"),
    ])
    .orderBy("forms.title")
    .orderBy("forms.id")
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return {
    rows: rows.map((r) => ({ id: r.id, title: r.title, submissions: Number(r.submissions ?? 0), updatedAt: new Date(r.updated_at).toISOString() })),
    total,
    page: slice.page,
    last: lastPage(total, paging.pageSize),
  };
}
