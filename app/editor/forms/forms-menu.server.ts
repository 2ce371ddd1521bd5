import type { Db } from "../../../db";
import { can } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { readerForms } from "~/mail/mail-log.server";

// Issue 47 item 7: the editor toolbar's Forms and Submissions entries, shown only to the accounts
// that can use them (the server stays the guard on each screen).

/** `forms`: may build forms (`forms.edit`); `submissions`: reads the submissions of at least one form. */
export type FormsMenu = { forms: boolean; submissions: boolean };

export async function formsMenuFor(db: Db, editor: Editor): Promise<FormsMenu> {
  const forms = can(editor, "forms.edit").ok;
  if (can(editor, "submissions.read").ok) return { forms, submissions: true };
  return { forms, submissions: (await readerForms(db, editor.id)).length > 0 };
}
