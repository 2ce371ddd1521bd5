import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requireEditor } from "~/auth/auth.server";
import { assertCan } from "~/editor/shell/refusal.server";
import { requireRight } from "~/editor/shell/gate.server";
import { editorScreenTitle } from "~/editor/shell/document-title.server";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { fixedT } from "~/i18n/i18n.server";
import { lastPage, parsePaging } from "~/lib/pagination";
import { auditActionKey, isAuditAction } from "~/audit/audit-actions";
import { auditCsv, auditEditors, listAudit, type AuditFilter } from "~/audit/audit-log.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd day as the instant it starts (UTC), or null when it is no real day. */
function dayStart(value: string): Date | null {
  const parts = DAY.exec(value);
  if (!parts) return null;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.getUTCDate() === Number(parts[3]) && date.getUTCMonth() === Number(parts[2]) - 1 ? date : null;
}

export type AuditQuery = { user: string; action: string; target: string; from: string; to: string };

/**
 * The filters of /editor/audit from its query: editor, action, page or item (id or name), and a
 * day range (UTC, both days included). A value that is not one (an unknown action, 2026-02-30)
 * is named in `problems` and not applied.
 */
export function readAuditQuery(params: URLSearchParams): { query: AuditQuery; filter: AuditFilter; problems: ("from" | "to" | "user" | "action")[] } {
  const query: AuditQuery = {
    user: (params.get("user") ?? "").slice(0, 12),
    action: (params.get("action") ?? "").slice(0, 40),
    target: (params.get("target") ?? "").trim().slice(0, 200),
    from: (params.get("from") ?? "").slice(0, 10),
    to: (params.get("to") ?? "").slice(0, 10),
  };
  const filter: AuditFilter = {};
  const problems: ("from" | "to" | "user" | "action")[] = [];
  if (query.user) {
    if (/^\d{1,9}$/.test(query.user)) filter.userId = Number(query.user);
    else problems.push("user");
  }
  if (query.action) {
    if (isAuditAction(query.action)) filter.action = query.action;
    else problems.push("action");
  }
  if (query.target) filter.target = query.target;
  if (query.from) {
    const from = dayStart(query.from);
    if (from) filter.from = from;
    else problems.push("from");
  }
  if (query.to) {
    const to = dayStart(query.to);
    if (to) filter.to = new Date(to.getTime() + 86_400_000);
    else problems.push("to");
  }
  return { query, filter, problems };
}

/** GET /editor/audit: a page of the log, newest first, filtered with a plain GET form (`audit.read`, issue 43). */
export async function loadAudit({ request, context: { db } }: LoaderFunctionArgs) {
  await requireRight({ request, db }, "audit.read");
  const params = new URL(request.url).searchParams;
  const { query, filter, problems } = readAuditQuery(params);
  const paging = parsePaging(params);
  const [list, editors] = await Promise.all([listAudit(db, filter, paging), auditEditors(db)]);
  const documentTitle = editorScreenTitle(request, (t) => t("audit.title"));
  return data(
    { ...list, last: lastPage(list.total, paging.pageSize), pageSize: paging.pageSize, query, problems, editors, documentTitle },
    { headers: NO_STORE },
  );
}

/** GET /editor/audit.csv (`audit.read`): every entry the same filters keep, as a CSV download (UTF-8 with BOM, formula-safe). */
export async function loadAuditCsv({ request, context: { db } }: LoaderFunctionArgs) {
  // A download (a resource route): a refusal is the site's error page, in the editor's language.
  const editor = await requireEditor(request);
  await assertCan(db, { editor, action: "audit.read", target: {}, locale: editorScreenLocaleOf(request) });
  const { filter } = readAuditQuery(new URL(request.url).searchParams);
  const t = fixedT(editorScreenLocaleOf(request), "editor");
  const header = ["when", "who", "action", "targetKind", "targetId", "target", "detail"].map((key) => t(`audit.columns.${key}`));
  const stream = auditCsv(db, filter, { header, action: (action) => t(auditActionKey(action), { defaultValue: action }) });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
