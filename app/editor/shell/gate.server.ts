import type { Db } from "../../../db";
import type { AuditEntry } from "~/audit/audit-log.server";
import { requireEditor } from "~/auth/auth.server";
import { can, type Action, type Target } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { fixedT } from "~/i18n/i18n.server";
import type { Locale } from "~/i18n/locales";
import { refusalMessage } from "./refusal";
import { assertCanView } from "./refusal.server";

type Gate = { request: Request; db: Db };

/**
 * The gate of an editor screen's loader or action (issue 43): signed in (else sign-in / 401), then
 * `can(editor, action, target)`; a refusal is audited, writes nothing and answers 403 through the
 * screen's error boundary, named in the editor's UI language. Returns the editor.
 */
export async function requireRight({ request, db }: Gate, action: Action, target: Target = {}, audit?: AuditEntry["target"]): Promise<Editor> {
  const editor = await requireEditor(request);
  await assertRight({ request, db }, editor, action, target, audit);
  return editor;
}

/** The gate for an editor already known (an action whose target is read from its body). */
export async function assertRight({ request, db }: Gate, editor: Editor, action: Action, target: Target = {}, audit?: AuditEntry["target"]): Promise<void> {
  await assertCanView(db, { editor, action, target, locale: editorScreenLocaleOf(request), audit });
}

/**
 * What a screen shows of the controls an account may not use: for each asked action, null when
 * allowed, else the reason in the editor's UI language (a disabled control's title, or why it is
 * absent). The server stays the guard. `uiLocale`: a CMS page's editor speaks the page's locale.
 */
export function rightsOf<A extends Action>(request: Request, editor: Editor, actions: readonly A[], target: Target = {}, uiLocale?: Locale): Record<A, string | null> {
  const t = fixedT(uiLocale ?? editorScreenLocaleOf(request), "editor");
  const out = {} as Record<A, string | null>;
  for (const action of actions) {
    const verdict = can(editor, action, target);
    out[action] = verdict.ok ? null : refusalMessage(t, editor, action, verdict.reason, target);
  }
  return out;
}
