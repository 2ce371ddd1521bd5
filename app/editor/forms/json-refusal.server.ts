import type { Db } from "../../../db";
import { recordAudit, type AuditEntry } from "~/audit/audit-log.server";
import { can, type Action, type Target } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { refusalMessage } from "~/editor/shell/refusal";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { fixedT } from "~/i18n/i18n.server";

/**
 * The gate of the editor's JSON calls (issue 43: /api/editor/*, /editor/media/upload): as
 * app/editor/shell/refusal.server.ts, a refusal is audited (`refused`), writes nothing and
 * answers 403, here as JSON `{ error }` naming the reason in the editor's UI language, which the
 * builder and the pickers show.
 */
export async function assertRightJson(db: Db, request: Request, editor: Editor, action: Action, target: Target = {}, audit?: AuditEntry["target"]): Promise<void> {
  const verdict = can(editor, action, target);
  if (verdict.ok) return;
  await recordAudit(db, { user: editor, action: "refused", target: audit, detail: { right: action, reason: verdict.reason, locale: target.locale } });
  const t = fixedT(editorScreenLocaleOf(request), "editor");
  throw jsonRefusal(refusalMessage(t, editor, action, verdict.reason, target));
}

export function jsonRefusal(message: string): Response {
  return new Response(JSON.stringify({ error: message }), {
    status: 403,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
