import { data } from "@remix-run/node";
import type { Db } from "../../../db";
import { recordAudit, type AuditEntry } from "~/audit/audit-log.server";
import { can, type Action, type Target } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { fixedT } from "~/i18n/i18n.server";
import { type Locale } from "~/i18n/locales";
import { statusPage } from "~/lib/unavailable-page.server";
import { refusalMessage } from "./refusal";

type Ask = { editor: Editor; action: Action; target: Target; /** The editor's UI language. */ locale: Locale; audit?: AuditEntry["target"] };

/** What an editor screen's error boundary shows for a refusal (app/site/error-views.tsx). */
export type RefusalData = { refusal: { title: string; message: string } };

/**
 * The gate of every editor path (issue 43): `can` decides. A refusal is recorded in the audit log
 * (who, what, which target) and named in the editor's language; nothing is written.
 */
async function refusal(db: Db, { editor, action, target, locale, audit }: Ask): Promise<RefusalData["refusal"] | null> {
  const verdict = can(editor, action, target);
  if (verdict.ok) return null;
  await recordAudit(db, { user: editor, action: "refused", target: audit, detail: { right: action, reason: verdict.reason, locale: target.locale } });
  const t = fixedT(locale, "editor");
  return { title: t("rights.title"), message: refusalMessage(t, editor, action, verdict.reason, target) };
}

/** For an action (a resource route): throws 403 with the site's self-contained error page. */
export async function assertCan(db: Db, ask: Ask): Promise<void> {
  const refused = await refusal(db, ask);
  if (refused) throw statusPage(ask.locale, 403, refused.message, refused.title);
}

/** For a screen's loader: throws 403 with the reason, which the route's error boundary shows. */
export async function assertCanView(db: Db, ask: Ask): Promise<void> {
  const refused = await refusal(db, ask);
  if (refused) throw data<RefusalData>({ refusal: refused }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/** A review rule that is not a role (issue 45: a draft read-only in review, a section requiring review). */
export type ReviewRule = "notSubmitter" | "ownSubmission" | "locked" | "requiredHere";

/**
 * A review rule refuses the account, audited like the gate's refusals; throws 403 naming why:
 * `page` for a resource route (the self-contained status page, as assertCan), `boundary` for a
 * screen's action or loader (its error boundary shows the reason, as assertCanView).
 */
export async function refuseByRule(db: Db, ask: Omit<Ask, "target"> & { rule: ReviewRule; targetLocale: Locale; as: "page" | "boundary" }): Promise<never> {
  await recordAudit(db, { user: ask.editor, action: "refused", target: ask.audit, detail: { right: ask.action, reason: ask.rule, locale: ask.targetLocale } });
  const t = fixedT(ask.locale, "editor");
  const refusal = { title: t("rights.title"), message: t(`review.refused.${ask.rule}`) };
  if (ask.as === "page") throw statusPage(ask.locale, 403, refusal.message, refusal.title);
  throw data<RefusalData>({ refusal }, { status: 403, headers: { "Cache-Control": "no-store" } });
}
