import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db";
import { deleteSessionsOf, setPassword } from "./users.server";

// Issue 43 §3: an account made at /editor/users gets no password; its owner sets one through a
// one-time link the administrator hands over. Only the SHA-256 hash of the token is stored: the
// database (or a backup of it) holds nothing that opens an account.

/** How long a link works. */
export const PASSWORD_LINK_HOURS = 72;

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as the link carries it: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Makes a new link for an account and returns its token (shown once, never stored). An earlier
 * unused link of the account stops working: only the newest one sets a password.
 */
export async function createPasswordLink(db: Db, { userId, createdBy }: { userId: number; createdBy: number | null }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("password_links").where("user_id", "=", userId).where("used_at", "is", null).execute();
    await trx
      .insertInto("password_links")
      .values({ user_id: userId, token_hash: tokenHash(token), created_by: createdBy, expires_at: sql<Date>`now() + make_interval(hours => ${PASSWORD_LINK_HOURS})` })
      .execute();
  });
  return token;
}

export type PasswordLinkState = { state: "valid"; userId: number; email: string; name: string } | { state: "gone" };

/** Whether a link still sets a password: known, unused, unexpired, and its account active. */
export async function passwordLinkState(db: Db, token: string): Promise<PasswordLinkState> {
  if (!TOKEN_PATTERN.test(token)) return { state: "gone" };
  const row = await db
    .selectFrom("password_links")
    .innerJoin("users", "users.id", "password_links.user_id")
    .select(["users.id", "users.email", "users.name"])
    .where("password_links.token_hash", "=", tokenHash(token))
    .where("password_links.used_at", "is", null)
    .where("password_links.expires_at", ">", sql<Date>`now()`)
    .where("users.active", "=", true)
    .executeTakeFirst();
  return row ? { state: "valid", userId: row.id, email: row.email, name: row.name } : { state: "gone" };
}

/**
 * Sets the password through a link, once: the link is marked used in the same transaction that
 * sets the password, so two submissions cannot both use it. The account's sessions end (whoever
 * held one no longer knows the password). Returns the account, or null when the link is gone.
 * The password policy is the caller's to check first (hashPassword refuses a short one).
 */
export async function redeemPasswordLink(db: Db, token: string, password: string): Promise<{ userId: number; email: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("password_links")
      .set({ used_at: sql<Date>`now()` })
      .where("token_hash", "=", tokenHash(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", sql<Date>`now()`)
      .where("user_id", "in", (eb) => eb.selectFrom("users").select("id").where("active", "=", true))
      .returning("user_id")
      .executeTakeFirst();
    if (!used) return null;
    await setPassword(trx, used.user_id, password);
    await deleteSessionsOf(trx, used.user_id);
    const user = await trx.selectFrom("users").select(["id", "email"]).where("id", "=", used.user_id).executeTakeFirstOrThrow();
    return { userId: user.id, email: user.email };
  });
}
