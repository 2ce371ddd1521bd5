import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { ensureDraft } from "~/cms/revisions.server";
import { BENEFITS_MAX_ITEMS } from "~/modules/benefits/schema";
import { capListIndices, longestList } from "./list-index-cap";
import { moduleFormSchema } from "./module-form-schema";
import { runPageAction } from "./page-actions.server";
import { logger } from "~/lib/logger.server";

// An editor posting `data.items[100000]` must not cost seconds of CPU (issue 20.3): list indices
// are capped at the schema's longest list before conform builds its arrays.

describe("longestList", () => {
  it("finds the largest .max() of any list, nested and wrapped", () => {
    const schema = z.object({
      a: z.array(z.string()).max(4),
      b: z.object({ c: z.array(z.object({ d: z.array(z.number()).max(12) })).max(3) }).optional(),
      e: z.string().transform((s) => s.length),
    });
    expect(longestList(schema)).toBe(12);
    expect(longestList(moduleFormSchema("BENEFITS"))).toBeGreaterThanOrEqual(BENEFITS_MAX_ITEMS);
  });
});

describe("capListIndices", () => {
  it("brings every index past the maximum down to it, and keeps the rest as it is", () => {
    const form = new FormData();
    form.append("data.items[0].title", "a");
    form.append("data.items[100000].title", "b");
    form.append("data.items[2].links[99999999999999999999].url", "c");
    const capped = [...capListIndices(form, 8).entries()];
    expect(capped).toEqual([
      ["data.items[0].title", "a"],
      ["data.items[8].title", "b"],
      ["data.items[2].links[8].url", "c"],
    ]);
  });

  it("hands back the same form when no index is past the maximum", () => {
    const form = new FormData();
    form.append("data.items[7].title", "a");
    expect(capListIndices(form, 8)).toBe(form);
  });
});

describe("saving a module with a huge list index", () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb({});
    await migrateToLatest(db);
    await db.insertInto("users").values({ email: "cap@example.com", password_hash: "x" }).execute();
  });
  afterAll(() => db.destroy());

  it("answers the list's maximum-items error, not one error per missing item", async () => {
    const pageId = await insertPage(db, {
      translations: { en: { slug: "cap-page", title: "T" } },
      modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>one</p>" } } }],
    });
    const { version } = await ensureDraft(db, pageId, 1);
    const form = new FormData();
    for (const [name, value] of Object.entries({ _action: "saveModule", version: String(version), moduleType: "BENEFITS", position: "0" })) form.set(name, value);
    form.set("data.items[0].title", "One");
    form.set("data.items[100000].title", "Far");
    const result = await runPageAction(form, { db, editor: { id: 1, email: "cap@example.com", name: "", role: "administrator", locales: null, sections: null }, pageId, locale: "en", site: "main", log: logger });
    expect(result).toMatchObject({ kind: "module" });
    const errors = (result as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors["data.items"]).toEqual([`Reached the maximum of ${BENEFITS_MAX_ITEMS} items.`]);
    // Uncapped, conform built 100,001 items and zod named each missing one.
    expect(Object.keys(errors).length).toBeLessThan(3 * longestList(moduleFormSchema("BENEFITS")));
  }, 20_000);
});
