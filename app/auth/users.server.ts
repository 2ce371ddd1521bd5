import { sql } from "kysely";
import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { hashPassword } from "./password.server";
import { isRole, type Account, type Role } from "./rights";

/** A signed-in account: who it is and what it may do (app/auth/rights.ts). */
export type Editor = { id: number; email: string; name: string } & Account;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An active account by its e-mail (a deactivated one cannot sign in). */
export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "name", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .where("active", "=", true)
    .executeTakeFirst();
}

/**
 * An active account with its role and scope, read on every request: a changed role holds from the
 * account's next request, and a deactivated account's sessions stop at once.
 */
export async function findEditor(db: Db, id: number): Promise<Editor | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "name", "role", "locales", "sections"])
    .where("id", "=", id)
    .where("active", "=", true)
    .executeTakeFirst();
  if (!row) return undefined;
  // The column's check constraint admits only the four roles; anything else is no account.
  if (!isRole(row.role)) return undefined;
  return { id: row.id, email: row.email, name: row.name, role: row.role, locales: (row.locales as Locale[] | null) ?? null, sections: row.sections ?? null };
}

export async function recordSignIn(db: Db, id: number): Promise<void> {
  await db.updateTable("users").set({ last_sign_in_at: sql<Date>`now()` }).where("id", "=", id).execute();
}

export type AccountInput = {
  email: string;
  password: string;
  name?: string;
  /** Left out: a new account is an Administrator, an existing one keeps its role. */
  role?: Role;
  /** Left out: a new account works everywhere, an existing one keeps its scope. null: everywhere. */
  locales?: readonly Locale[] | null;
  sections?: readonly string[] | null;
};

/**
 * Creates an account, or sets the password (and name, role and scope, when given) of an existing
 * one, which becomes active again.
 */
export async function upsertEditor(db: Db, { email, password, name, role, locales, sections }: AccountInput): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const scope = {
    ...(role ? { role } : {}),
    ...(locales !== undefined ? { locales: locales === null ? null : [...locales] } : {}),
    ...(sections !== undefined ? { sections: sections === null ? null : [...sections] } : {}),
  };
  const existing = await db.selectFrom("users").select("id").where("email", "=", normalizeEmail(email)).executeTakeFirst();
  if (existing) {
    await db
      .updateTable("users")
      .set({ password_hash: passwordHash, active: true, ...(name ? { name } : {}), ...scope })
      .where("id", "=", existing.id)
      .execute();
    return { id: existing.id, created: false };
  }
  const row = await db
    .insertInto("users")
    .values({ email: normalizeEmail(email), password_hash: passwordHash, name: name ?? "", ...scope })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}

/** What /editor/users lists of an account (issue 43 §3). */
export type UserRow = {
  id: number;
  email: string;
  name: string;
  role: Role;
  locales: Locale[] | null;
  sections: string[] | null;
  active: boolean;
  lastSignInAt: string | null;
  /** Whether a password was ever set (an account made at /editor/users has none until its link is used). */
  hasPassword: boolean;
};

/** A stored hash nothing verifies against (argon2 refuses it): an account made without a password. */
export const NO_PASSWORD = "!unset";

type UserDbRow = { id: number; email: string; name: string; role: string; locales: string[] | null; sections: string[] | null; active: boolean; last_sign_in_at: Date | string | null; password_hash: string };

const toUserRow = (row: UserDbRow): UserRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: isRole(row.role) ? row.role : "editor",
  locales: (row.locales as Locale[] | null) ?? null,
  sections: row.sections ?? null,
  active: row.active,
  lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
  hasPassword: row.password_hash !== NO_PASSWORD,
});

const USER_COLUMNS = ["id", "email", "name", "role", "locales", "sections", "active", "last_sign_in_at", "password_hash"] as const;

/** Every account, active ones first, by name then e-mail. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  const rows = await db.selectFrom("users").select(USER_COLUMNS).orderBy("active", "desc").orderBy("name").orderBy("email").execute();
  return rows.map(toUserRow);
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const row = await db.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toUserRow(row) : undefined;
}

/** Why an account change was refused. */
export class AccountRejected extends Error {
  constructor(readonly reason: "emailTaken" | "lastAdministrator" | "missing") {
    super(reason);
    this.name = "AccountRejected";
  }
}

export type NewAccount = { email: string; name: string; role: Role; locales: readonly Locale[] | null; sections: readonly string[] | null };

/** Creates an account with no usable password (its owner sets one through a one-time link). */
export async function createUser(db: Db, input: NewAccount): Promise<number> {
  const email = normalizeEmail(input.email);
  const taken = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (taken) throw new AccountRejected("emailTaken");
  const row = await db
    .insertInto("users")
    .values({
      email,
      name: input.name,
      password_hash: NO_PASSWORD,
      role: input.role,
      locales: input.locales === null ? null : [...input.locales],
      sections: input.sections === null ? null : [...input.sections],
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) throw new AccountRejected("emailTaken");
  return row.id;
}

export type AccountChange = { role: Role; locales: readonly Locale[] | null; sections: readonly string[] | null; active: boolean };

/**
 * Changes an account's role, scope and whether it is active. The last active Administrator can be
 * neither demoted nor deactivated (nobody could manage the team any more): the administrators'
 * rows are locked while this is decided, so two administrators demoting each other at once cannot
 * both succeed. A deactivated account's sessions are deleted (they stop at once; `findEditor`
 * refuses them anyway).
 */
export async function updateUser(db: Db, id: number, change: AccountChange): Promise<{ before: UserRow; after: UserRow }> {
  return db.transaction().execute(async (trx) => {
    const admins = await trx.selectFrom("users").select("id").where("role", "=", "administrator").where("active", "=", true).orderBy("id").forUpdate().execute();
    const beforeRow = await trx.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
    if (!beforeRow) throw new AccountRejected("missing");
    const before = toUserRow(beforeRow);
    const staysAdmin = change.role === "administrator" && change.active;
    if (before.active && before.role === "administrator" && !staysAdmin && admins.every((a) => a.id === id)) throw new AccountRejected("lastAdministrator");
    await trx
      .updateTable("users")
      .set({
        role: change.role,
        locales: change.locales === null ? null : [...change.locales],
        sections: change.sections === null ? null : [...change.sections],
        active: change.active,
      })
      .where("id", "=", id)
      .execute();
    if (!change.active) await deleteSessionsOf(trx, id);
    const afterRow = await trx.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirstOrThrow();
    return { before, after: toUserRow(afterRow) };
  });
}

/** Ends the account's sessions (all, or all but `keep`, the session id of the request that asks). */
export async function deleteSessionsOf(db: Db, userId: number, keep?: string): Promise<void> {
  let q = db.deleteFrom("sessions").where(sql<string>`data->>'editorId'`, "=", String(userId));
  if (keep) q = q.where("id", "<>", keep);
  await q.execute();
}

/** An account's own name (at /editor/account). */
export async function updateName(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable("users").set({ name }).where("id", "=", id).execute();
}

/** Sets an account's password (the policy is checked by hashPassword). */
export async function setPassword(db: Db, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

/** The stored hash of an account's password, for checking the current one before a change. */
export async function passwordHashOf(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirst())?.password_hash;
}
