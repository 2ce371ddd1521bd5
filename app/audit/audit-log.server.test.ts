import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { auditCsv, listAudit, pruneAuditLog, recordAudit } from "./audit-log.server";
import { readAuditQuery } from "~/editor/audit/audit-route.server";

// The audit log (issue 25): appended entries, filters, paging, a formula-safe CSV, retention.
let t: EditorTestDb;
const editor = () => ({ id: t.editorId, email: "editor@example.com", name: "Auditor" });
beforeAll(async () => {
  t = await createEditorTestDb({ name: "Auditor" });
  await recordAudit(t.db, { user: editor(), action: "page.publish", target: { kind: "page", id: 7, label: "/company" }, detail: { locale: "de" } });
  await recordAudit(t.db, { user: null, actor: "mallory@example.com", action: "signInFailed", detail: { reason: "invalid" } });
  await recordAudit(t.db, { user: editor(), action: "form.save", target: { kind: "form", id: 3, label: "=HYPERLINK(\"http://evil\")" } });
  await recordAudit(t.db, { user: null, actor: "scheduler", action: "page.scheduledPublish", target: { kind: "page", id: 7 } });
});
afterAll(() => t.destroy());

const page1 = { page: 1, pageSize: 12 as const };

describe("audit log", () => {
  it("lists entries newest first with who, what, which and the details", async () => {
    const { rows, total } = await listAudit(t.db, {}, page1);
    expect(total).toBe(4);
    expect(rows.map((r) => r.action)).toEqual(["page.scheduledPublish", "form.save", "signInFailed", "page.publish"]);
    expect(rows[3]).toMatchObject({ actor: "Auditor", targetKind: "page", targetId: "7", targetLabel: "/company", detail: { locale: "de" } });
    expect(rows[2]).toMatchObject({ actor: "mallory@example.com", targetKind: null, detail: { reason: "invalid" } });
  });

  it("filters by editor, action, page (id or name) and day range", async () => {
    expect((await listAudit(t.db, { userId: t.editorId }, page1)).total).toBe(2);
    expect((await listAudit(t.db, { action: "signInFailed" }, page1)).rows[0].actor).toBe("mallory@example.com");
    expect((await listAudit(t.db, { target: "7" }, page1)).total).toBe(2);
    expect((await listAudit(t.db, { target: "compa" }, page1)).total).toBe(1);
    expect((await listAudit(t.db, { target: "%" }, page1)).total).toBe(0); // a literal %, not a wildcard
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await listAudit(t.db, { from: tomorrow }, page1)).total).toBe(0);
    expect((await listAudit(t.db, { to: tomorrow }, page1)).total).toBe(4);
  });

  it("reads the screen's query, naming each filter it cannot apply", () => {
    const read = (query: string) => readAuditQuery(new URLSearchParams(query));
    expect(read("action=page.publish&from=2026-11-01&to=2026-11-30&user=4").filter).toEqual({
      action: "page.publish",
      userId: 4,
      from: new Date("2026-11-01T00:00:00Z"),
      to: new Date("2026-12-01T00:00:00Z"),
    });
    const bad = read("action=drop.tables&from=2026-02-30&to=yesterday&user=me");
    expect(bad.problems).toEqual(["user", "action", "from", "to"]);
    expect(bad.filter).toEqual({});
    expect(bad.query.action).toBe("drop.tables");
  });

  it("exports a formula-safe CSV with a BOM and translated action names", async () => {
    const stream = auditCsv(t.db, {}, { header: ["When", "Who", "Action", "Type", "Id", "Target", "Details"], action: (a) => `label:${a}` });
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.startsWith("When,Who,Action,Type,Id,Target,Details\r\n")).toBe(true);
    expect(text).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(text).toContain("label:signInFailed");
    expect(text.trim().split("\r\n")).toHaveLength(5);
  });

  it("deletes entries older than the retention period only", async () => {
    await t.db.insertInto("audit_log").values({ actor: "old", action: "signIn", at: new Date(Date.now() - 400 * 86_400_000) }).execute();
    expect(await pruneAuditLog(t.db, 365)).toBe(1);
    expect((await listAudit(t.db, {}, page1)).total).toBe(4);
  });

  it("never fails the action it records: an entry that cannot be written is logged", async () => {
    await expect(recordAudit(t.db, { user: { id: 999_999, email: "ghost@example.com" }, action: "signIn" })).resolves.toBeUndefined();
    expect((await listAudit(t.db, { action: "signIn" }, page1)).total).toBe(0);
  });
});
