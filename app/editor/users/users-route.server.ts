import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../../db";
import { recordAudit } from "~/audit/audit-log.server";
import { editableLocales } from "~/auth/login.server";
import { createPasswordLink, PASSWORD_LINK_HOURS } from "~/auth/password-links.server";
import { rightsOf, requireRight } from "../shell/gate.server";
import { sessionStorage } from "~/auth/session.server";
import { AccountRejected, createUser, findUser, listUsers, updateUser, type UserRow } from "~/auth/users.server";
import type { Locale } from "~/i18n/locales";
import { localePrefix } from "~/i18n/locales";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { editUserSchema, newUserSchema, parseSections } from "./user-schema";

const NO_STORE = { "Cache-Control": "private, no-store" };
export const USERS_SCREEN = "/editor/users";
/** The flash (server-side session) key that carries a new link from the action to the next page view, once. */
const LINK_FLASH = "passwordLink";

export type UsersNotice = "created" | "updated" | "link" | null;
/** A link to hand over, shown once on the account's page right after it was made. */
export type ShownLink = { url: string; hours: number };

type Scoped = { locales: Locale[] | null; sections: string[] | null };

/** The scope as the form sent it: no locale checked, no section typed: everywhere. */
function scopeOf(value: { locales?: Locale[]; sections?: string }): Scoped {
  const sections = parseSections(value.sections);
  return { locales: value.locales?.length ? [...new Set(value.locales)] : null, sections: sections.length ? sections : null };
}

/** The page paths among `sections` that name no page of the site in English. */
async function unknownPagePaths(db: Db, site: string, sections: readonly string[] | null): Promise<string[]> {
  const paths = (sections ?? []).filter((s) => s.startsWith("/") && s !== "/").map((s) => s.slice(1));
  if (paths.length === 0) return [];
  const found = await db.selectFrom("page_translations").select("path").distinct().where("locale", "=", "en").where("site", "=", site).where("path", "in", paths).execute();
  const known = new Set(found.map((row) => row.path));
  return paths.filter((p) => !known.has(p)).map((p) => `/${p}`);
}

/** The address of a set-password link, in the locale its account works in first. */
function linkUrl(context: AppLoadContext, account: UserRow, token: string): string {
  const locale = editableLocales({ ...account, id: account.id }, context.locales)[0] ?? "en";
  return `${context.origin}${localePrefix(locale)}/set-password/${token}`;
}

async function flashLink(request: Request, userId: number, url: string): Promise<string> {
  const storage = sessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash(LINK_FLASH, { userId, url });
  return storage.commitSession(session);
}

/** The link made by the last action of this session for `userId`, once; with the Set-Cookie that forgets it. */
async function takeLink(request: Request, userId: number): Promise<{ link: ShownLink | null; setCookie: string | null }> {
  const storage = sessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  if (!session.has(LINK_FLASH)) return { link: null, setCookie: null };
  const flashed = session.get(LINK_FLASH) as { userId?: unknown; url?: unknown } | undefined;
  const setCookie = await storage.commitSession(session);
  const link = flashed && flashed.userId === userId && typeof flashed.url === "string" ? { url: flashed.url, hours: PASSWORD_LINK_HOURS } : null;
  return { link, setCookie };
}

const noticeOf = (request: Request): UsersNotice => {
  const done = new URL(request.url).searchParams.get("done");
  return done === "created" || done === "updated" || done === "link" ? done : null;
};

/** GET /editor/users: every account, and the Add account form (Administrators: users.manage). */
export async function loadUsers({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  await requireRight({ request, db }, "users.manage");
  const users = await listUsers(db);
  const documentTitle = editorScreenTitle(request, (t) => t("users.title"));
  return data({ users, locales: context.locales, notice: noticeOf(request), documentTitle }, { headers: NO_STORE });
}

/** POST /editor/users: Add account (no password: a one-time link to set one is shown next). */
export async function usersAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { db } = context;
  const editor = await requireRight({ request, db }, "users.manage");
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: newUserSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  const { email, name, role } = submission.value;
  const scope = scopeOf(submission.value);
  const unknown = await unknownPagePaths(db, context.site, scope.sections);
  if (unknown.length) return data({ result: submission.reply({ fieldErrors: { sections: ["users.errors.sectionUnknown"] } }), unknown }, { status: 400, headers: NO_STORE });
  let id: number;
  try {
    id = await createUser(db, { email, name: name ?? "", role, ...scope });
  } catch (error) {
    if (!(error instanceof AccountRejected)) throw error;
    return data({ result: submission.reply({ fieldErrors: { email: ["users.errors.emailTaken"] } }) }, { status: 409, headers: NO_STORE });
  }
  const account = (await findUser(db, id))!;
  await recordAudit(db, { user: editor, action: "user.create", target: { kind: "user", id, label: account.email }, detail: { role, ...scope } });
  const token = await createPasswordLink(db, { userId: id, createdBy: editor.id });
  await recordAudit(db, { user: editor, action: "user.linkCreate", target: { kind: "user", id, label: account.email } });
  return redirect(`${USERS_SCREEN}/${id}?done=created`, { status: 303, headers: { "Set-Cookie": await flashLink(request, id, linkUrl(context, account, token)) } });
}

function userIdOf(params: LoaderFunctionArgs["params"]): number {
  const id = Number(params.userId);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.userId) throw new Response(null, { status: 404 });
  return id;
}

/** GET /editor/users/:userId: one account's role, scope and state; a link made just now, once. */
export async function loadUser({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const editor = await requireRight({ request, db }, "users.manage");
  const id = userIdOf(params);
  const account = await findUser(db, id);
  if (!account) throw new Response(null, { status: 404 });
  const { link, setCookie } = await takeLink(request, id);
  const documentTitle = editorScreenTitle(request, (t) => `${t("users.editTitle")}: ${account.name || account.email}`);
  const rights = rightsOf(request, editor, ["users.manage"]);
  return data(
    { account, self: account.id === editor.id, locales: context.locales, notice: noticeOf(request), link, rights, documentTitle },
    { headers: { ...NO_STORE, ...(setCookie ? { "Set-Cookie": setCookie } : {}) } },
  );
}

/**
 * POST /editor/users/:userId: `_action=update` (role, scope, active) or `_action=link` (a new
 * one-time link; an earlier unused one stops working). Refusals come back on their field.
 */
export async function userAction({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { db } = context;
  const editor = await requireRight({ request, db }, "users.manage");
  const id = userIdOf(params);
  const account = await findUser(db, id);
  if (!account) throw new Response(null, { status: 404 });
  const form = await readFormData(request);
  const target = { kind: "user" as const, id, label: account.email };
  if (form.get("_action") === "link") {
    if (!account.active) return redirect(`${USERS_SCREEN}/${id}`, 303);
    const token = await createPasswordLink(db, { userId: id, createdBy: editor.id });
    await recordAudit(db, { user: editor, action: "user.linkCreate", target });
    return redirect(`${USERS_SCREEN}/${id}?done=link`, { status: 303, headers: { "Set-Cookie": await flashLink(request, id, linkUrl(context, account, token)) } });
  }
  const submission = parseWithZod(form, { schema: editUserSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  const scope = scopeOf(submission.value);
  const unknown = await unknownPagePaths(db, context.site, scope.sections);
  if (unknown.length) return data({ result: submission.reply({ fieldErrors: { sections: ["users.errors.sectionUnknown"] } }), unknown }, { status: 400, headers: NO_STORE });
  const active = submission.value.active === "on";
  try {
    const { before, after } = await updateUser(db, id, { role: submission.value.role, ...scope, active });
    const scopeChanged = before.role !== after.role || JSON.stringify([before.locales, before.sections]) !== JSON.stringify([after.locales, after.sections]);
    if (scopeChanged) {
      await recordAudit(db, { user: editor, action: "user.update", target, detail: { before: { role: before.role, locales: before.locales, sections: before.sections }, after: { role: after.role, locales: after.locales, sections: after.sections } } });
    }
    if (before.active !== after.active) await recordAudit(db, { user: editor, action: after.active ? "user.reactivate" : "user.deactivate", target });
  } catch (error) {
    if (!(error instanceof AccountRejected)) throw error;
    if (error.reason === "missing") throw new Response(null, { status: 404 });
    const field = active ? "role" : "active";
    return data({ result: submission.reply({ fieldErrors: { [field]: ["users.errors.lastAdministrator"] } }) }, { status: 409, headers: NO_STORE });
  }
  return redirect(`${USERS_SCREEN}/${id}?done=updated`, 303);
}
