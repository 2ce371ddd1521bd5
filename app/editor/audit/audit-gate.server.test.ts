import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { callAs, refusalText, refusedRights, signInAll, type Signed } from "../forms/role-accounts.test-support";
import { loadAudit, loadAuditCsv } from "./audit-route.server";

// Issue 43: the audit log and its CSV are for Administrators (`audit.read`); anyone else is
// refused, naming why in the editor's language, and the refusal itself is recorded.

let t: TestDb;
let db: Db;
let as: Signed;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  as = await signInAll(db, testContext, "10.43.3.1");
  await db.insertInto("audit_log").values({ user_id: as.admin.id, actor: "admin", action: "media.upload", target_kind: "media", target_id: "7", target_label: "secret-plan.pdf" }).execute();
}, 120_000);
afterAll(() => t.destroy());

describe("the audit log's gate", () => {
  it("shows the log and its CSV to an administrator", async () => {
    const screen = await callAs(testContext, as.admin.cookie, loadAudit, "/editor/audit");
    expect(screen.status).toBe(200);
    expect(JSON.stringify(screen.data?.rows)).toContain("secret-plan.pdf");
    const csv = await callAs(testContext, as.admin.cookie, loadAuditCsv, "/editor/audit.csv");
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("secret-plan.pdf");
  });

  it("refuses everyone else, the screen and the CSV, naming why, and records the refusal", async () => {
    for (const who of ["publisher", "author", "translator", "agency"] as const) {
      const screen = await callAs(testContext, as[who].cookie, loadAudit, "/editor/audit", { de: true });
      expect(screen.status).toBe(403);
      expect(refusalText(screen)).toMatch(/^Ihre Rolle (Publisher|Redakteur|Übersetzer) \((alle Sprachen|Deutsch)\) darf nicht das Audit-Protokoll lesen\.$/);
      const csv = await callAs(testContext, as[who].cookie, loadAuditCsv, "/editor/audit.csv", { de: true });
      expect(csv.status).toBe(403);
      expect(csv.text).toContain('<html lang="de"');
      expect(csv.text).not.toContain("secret-plan.pdf");
    }
    expect(refusalText(await callAs(testContext, as.publisher.cookie, loadAudit, "/editor/audit"))).toBe("Your role Publisher (all languages) cannot read the audit log.");
    const refusals = (await refusedRights(db)).filter((d) => (d as { right: string }).right === "audit.read");
    expect(refusals).toHaveLength(9);
    expect(refusals[0]).toMatchObject({ reason: "role" });
  });
});
