import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { recordAudit } from "~/audit/audit-log.server";
import { requireEditor } from "~/auth/auth.server";
import { verifyPassword } from "~/auth/password.server";
import { sessionStorage } from "~/auth/session.server";
import { deleteSessionsOf, findUser, passwordHashOf, setPassword, updateName } from "~/auth/users.server";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { rightsOf } from "../shell/gate.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { changePasswordSchema, nameSchema } from "./account-schema";

const NO_STORE = { "Cache-Control": "private, no-store" };
const SCREEN = "/editor/account";

export type AccountNotice = "name" | "password" | null;

/** GET /editor/account: every signed-in account's own name, role, scope and password (issue 43 §3). */
export async function loadAccount({ request, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const account = (await findUser(db, editor.id))!;
  const done = new URL(request.url).searchParams.get("done");
  const notice: AccountNotice = done === "name" || done === "password" ? done : null;
  const rights = rightsOf(request, editor, ["users.manage"]);
  const documentTitle = editorScreenTitle(request, (t) => t("account.title"));
  return data({ account, notice, canManageUsers: rights["users.manage"] === null, documentTitle }, { headers: NO_STORE });
}

/**
 * POST /editor/account: `_action=name` (name) or `_action=password` (current, password, repeat).
 * A wrong current password and the policy come back on their field; a changed password ends the
 * account's other sessions.
 */
export async function accountAction({ request, context: { db } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireEditor(request);
  const form = await readFormData(request);
  const target = { kind: "user" as const, id: editor.id, label: editor.email };
  if (form.get("_action") === "password") {
    const submission = parseWithZod(form, { schema: changePasswordSchema, errorMap: editorErrorMap });
    if (submission.status !== "success") return data({ form: "password" as const, result: submission.reply({ hideFields: ["current", "password", "repeat"] }) }, { status: 400, headers: NO_STORE });
    const hash = await passwordHashOf(db, editor.id);
    if (!hash || !(await verifyPassword(hash, submission.value.current))) {
      return data({ form: "password" as const, result: submission.reply({ fieldErrors: { current: ["account.errors.currentWrong"] }, hideFields: ["current", "password", "repeat"] }) }, { status: 400, headers: NO_STORE });
    }
    await setPassword(db, editor.id, submission.value.password);
    const session = await sessionStorage().getSession(request.headers.get("Cookie"));
    await deleteSessionsOf(db, editor.id, session.id);
    await recordAudit(db, { user: editor, action: "account.password", target });
    return redirect(`${SCREEN}?done=password`, 303);
  }
  const submission = parseWithZod(form, { schema: nameSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ form: "name" as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
  await updateName(db, editor.id, submission.value.name);
  await recordAudit(db, { user: { ...editor, name: submission.value.name }, action: "account.update", target, detail: { name: { before: editor.name, after: submission.value.name } } });
  return redirect(`${SCREEN}?done=name`, 303);
}
