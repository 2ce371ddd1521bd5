import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_INTENT_RIGHTS, pageActionRight } from "./page-action-rights";

const form = (fields: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the rights of the page builder's actions", () => {
  it("name every intent runPageAction handles, so none skips the gate", () => {
    const source = readFileSync(new URL("./page-actions.server.ts", import.meta.url), "utf8");
    const handled = new Set([...source.matchAll(/intent === "(\w+)"|case "(\w+)":/g)].map((m) => m[1] ?? m[2]));
    expect(handled.size).toBeGreaterThan(10);
    expect([...handled].filter((intent) => !(intent in PAGE_INTENT_RIGHTS))).toEqual([]);
  });

  it("ask for texts in the page's locale, structure and layout in English", () => {
    expect(pageActionRight("saveModule", form({ moduleId: "m1" }), "de")).toEqual({ action: "page.editText", locale: "de" });
    expect(pageActionRight("saveModule", form({ moduleId: "m1" }), "en")).toEqual({ action: "page.editLayout", locale: "en" });
    expect(pageActionRight("saveModule", form({ moduleType: "TEXT_BLOCK" }), "de")).toEqual({ action: "page.structure", locale: "en" });
    expect(pageActionRight("moveUp", form(), "kr")).toEqual({ action: "page.structure", locale: "en" });
    expect(pageActionRight("publishPage", form(), "de")).toEqual({ action: "page.publish", locale: "de" });
    expect(pageActionRight("createPreview", form(), "jp")).toEqual({ action: "page.preview", locale: "jp" });
    expect(pageActionRight("editPage", form(), "cn")).toEqual({ action: "page.editText", locale: "cn" });
  });

  it("know no right for an unknown intent", () => {
    expect(pageActionRight("dropTable", form(), "en")).toBeNull();
    expect(pageActionRight("toString", form(), "en")).toBeNull();
  });
});
