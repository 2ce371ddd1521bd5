import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { hashPassword } from "./password.server";
import { meetsPasswordPolicy, PasswordPolicyError } from "./password-policy";
import { findUserByEmail, upsertEditor } from "./users.server";

// The password policy (10+ characters) holds wherever a password is set (issue 20.6), not only
// in the CLI's argument check.

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
});
afterAll(() => db.destroy());

describe("the password policy", () => {
  it("counts characters, not bytes", () => {
    expect(meetsPasswordPolicy("123456789")).toBe(false);
    expect(meetsPasswordPolicy("1234567890")).toBe(true);
    expect(meetsPasswordPolicy("üüüüüüüüü")).toBe(false); // 9 characters, 18 bytes
  });

  it("refuses to hash a short password", async () => {
    await expect(hashPassword("short")).rejects.toBeInstanceOf(PasswordPolicyError);
  });

  it("refuses to create an editor or reset a password with fewer than 10 characters", async () => {
    await expect(upsertEditor(db, { email: "short@example.com", password: "123456789" })).rejects.toBeInstanceOf(PasswordPolicyError);
    expect(await findUserByEmail(db, "short@example.com")).toBeUndefined();
    await upsertEditor(db, { email: "short@example.com", password: "long enough 1" });
    const before = (await findUserByEmail(db, "short@example.com"))!.password_hash;
    await expect(upsertEditor(db, { email: "short@example.com", password: "tiny" })).rejects.toBeInstanceOf(PasswordPolicyError);
    expect((await findUserByEmail(db, "short@example.com"))!.password_hash).toBe(before);
  });
});
