import type { Db } from "../../db";
import { hashPassword } from "./password.server";

export type Editor = { id: number; email: string; name: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "name", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export async function findEditor(db: Db, id: number): Promise<Editor | undefined> {
  return db.selectFrom("users").select(["id", "email", "name"]).where("id", "=", id).executeTakeFirst();
}

/** Creates an editor, or resets the password (and name, when given) of an existing one. */
export async function upsertEditor(
  db: Db,
  { email, password, name }: { email: string; password: string; name?: string },
): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db
      .updateTable("users")
      .set({ password_hash: passwordHash, ...(name ? { name } : {}) })
      .where("id", "=", existing.id)
      .execute();
    return { id: existing.id, created: false };
  }
  const row = await db
    .insertInto("users")
    .values({ email: normalizeEmail(email), password_hash: passwordHash, name: name ?? "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}
