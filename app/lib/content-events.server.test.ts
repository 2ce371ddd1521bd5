import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { changeContent, onContentChange } from "./content-events.server";

// The instance that commits a change drops its own caches when the COMMIT returns, without waiting
// for LISTEN to bring its NOTIFY back (on PostgreSQL that arrives after the editor's next request).
let t: TestDb;
let heard = 0;
let stopListening: () => void;
beforeAll(async () => {
  t = await createTestDb();
  stopListening = onContentChange(() => heard++);
});
afterAll(async () => {
  stopListening();
  await t.destroy();
});

describe("changeContent", () => {
  it("signals this instance once the transaction has committed, not before", async () => {
    heard = 0;
    const result = await changeContent(t.db, async (_trx, changed) => {
      await changed("page:1");
      expect(heard).toBe(0);
      return "saved";
    });
    expect(result).toBe("saved");
    expect(heard).toBe(1);
  });

  it("signals nothing when the transaction rolls back", async () => {
    heard = 0;
    await expect(
      changeContent(t.db, async (_trx, changed) => {
        await changed("page:2");
        throw new Error("refused");
      })
    ).rejects.toThrow("refused");
    expect(heard).toBe(0);
  });

  it("signals nothing when the work changed no public content", async () => {
    heard = 0;
    await changeContent(t.db, async () => "nothing to do");
    expect(heard).toBe(0);
  });
});
