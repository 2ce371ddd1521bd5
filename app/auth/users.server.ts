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
