import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, setDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { testContext } from "../../tests/support/request-context";
import { signIn } from "./auth.server";
import type * as PasswordModule from "./password.server";
import { upsertEditor } from "./users.server";

// Sign-in must not tell accounts apart by its time (issue 20.6): an unknown e-mail costs the same
// argon2 verification as a wrong password, against a dummy hash. Asserted on the calls, not on time.
const verifier = vi.hoisted(() => ({ calls: [] as { hash: string; password: string }[] }));
vi.mock("./password.server", async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      verifier.calls.push({ hash, password });
      return real.verifyPassword(hash, password);
    },
  };
});

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  setDb(db);
  await upsertEditor(db, { email: "known@example.com", password: "correct horse battery" });
});
afterAll(() => db.destroy());

const attempt = (email: string, password: string, ip: string) => {
  const request = new Request("http://localhost/login", {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return signIn(request, testContext(request, { clientIp: ip })).catch((error: unknown) => error);
};

describe("sign-in timing", () => {
  it("verifies an argon2 hash for an unknown account just as for a wrong password", async () => {
    verifier.calls = [];
    expect(await attempt("known@example.com", "wrong password!", "10.8.0.1")).toMatchObject({ reason: "invalid" });
    expect(await attempt("nobody@example.com", "wrong password!", "10.8.0.2")).toMatchObject({ reason: "invalid" });
    expect(verifier.calls).toHaveLength(2);
    const [known, unknown] = verifier.calls;
    expect(known.password).toBe("wrong password!");
    expect(unknown.password).toBe("wrong password!");
    // Both are real argon2id hashes with the same parameters: the same work either way.
    const parameters = (hash: string) => hash.split("$").slice(0, 4).join("$");
    expect(unknown.hash).toMatch(/^\$argon2id\$/);
    expect(parameters(unknown.hash)).toBe(parameters(known.hash));
    expect(unknown.hash).not.toBe(known.hash);
  });

  it("verifies once even when the e-mail or the password is empty", async () => {
    verifier.calls = [];
    await attempt("", "some password", "10.8.0.3");
    await attempt("known@example.com", "", "10.8.0.4");
    expect(verifier.calls).toHaveLength(2);
  });
});
