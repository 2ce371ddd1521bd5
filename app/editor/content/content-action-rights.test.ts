import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_INTENT_RIGHTS, contentActionRights, contentViewLocale } from "./content-action-rights";

const form = (fields: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const item = { kind: "news", id: 7, locale: "de" } as const;

describe("the rights of the content admin's posts (issue 43)", () => {
  it("name every intent the item form's handlers know, so none skips the gate", () => {
    const route = readFileSync(new URL("./content-route.server.ts", import.meta.url), "utf8");
    const safety = readFileSync(new URL("./content-safety-route.server.ts", import.meta.url), "utf8");
    const listed = (source: string, name: string) => [...(source.match(new RegExp(`${name} = \\[([^\\]]*)\\]`))?.[1].matchAll(/"(\w+)"/g) ?? [])].map((m) => m[1]);
    const handled = new Set([
      ...listed(route, "CONTENT_ITEM_INTENTS"),
      ...[...route.matchAll(/intent\.data === "(\w+)"/g)].map((m) => m[1]),
      ...listed(safety, "SAFETY_INTENTS"),
      ...[...safety.matchAll(/case "(\w+)":/g)].map((m) => m[1]),
    ]);
    expect(handled.size).toBeGreaterThanOrEqual(12);
    expect([...handled].filter((intent) => !(intent in CONTENT_INTENT_RIGHTS))).toEqual([]);
  });

  it("ask for a translation's texts in its locale, and for English when the post carries anything else", () => {
    expect(contentActionRights("save", form({ intent: "save", revision: "3", "data.title": "Titel", "data.body": "<p>x</p>", "data.slug": "titel" }), item)).toEqual([{ action: "content.editText", locale: "de" }]);
    expect(contentActionRights("save", form({ "data.title": "Titel", "data.publishedAt": "2026-01-01T00:00" }), item)).toEqual([{ action: "content.edit", locale: "en" }]);
    expect(contentActionRights("save", form({ "data.title": "Titel", "data.image.id": "4" }), item)).toEqual([{ action: "content.edit", locale: "en" }]);
    expect(contentActionRights("save", form({ "data.title": "Titel", "_upload:data.image": "" }), item)).toEqual([{ action: "content.edit", locale: "en" }]);
    expect(contentActionRights("save", form({ "data.title": "Title" }), { ...item, locale: "en" })).toEqual([{ action: "content.edit", locale: "en" }]);
    expect(contentActionRights("save", form({ "data.title": "Title" }), { ...item, id: null, locale: "en" })).toEqual([{ action: "content.create", locale: "en" }]);
    expect(contentActionRights("publish", form({ "data.title": "Titel" }), item)).toEqual([
      { action: "content.editText", locale: "de" },
      { action: "content.publish", locale: "de" },
    ]);
  });

  it("ask for whole-item changes in English", () => {
    expect(contentActionRights("delete", form(), item)).toEqual([{ action: "content.delete", locale: "en" }]);
    expect(contentActionRights("unpublish", form(), item)).toEqual([{ action: "content.publish", locale: "en" }]);
    expect(contentActionRights("undo", form(), item)).toEqual([{ action: "content.edit", locale: "en" }]);
    expect(contentActionRights("schedule", form({ action: "publish" }), item)).toEqual([{ action: "content.publish", locale: "de" }]);
    expect(contentActionRights("schedule", form({ action: "unpublish" }), item)).toEqual([{ action: "content.publish", locale: "en" }]);
    expect(contentActionRights("cancelSchedule", form({ scheduleAction: "unpublish" }), item)).toEqual([{ action: "content.publish", locale: "en" }]);
    expect(contentActionRights("createPreview", form(), item)).toEqual([{ action: "content.publish", locale: "de" }]);
  });

  it("know no right for an unknown intent", () => {
    expect(contentActionRights("dropTable", form(), item)).toBeNull();
    expect(contentActionRights("toString", form(), item)).toBeNull();
  });

  it("open a kind in English, else in the first language the account translates, else nowhere", () => {
    expect(contentViewLocale({ role: "editor", locales: null, sections: null }, "news")).toBe("en");
    expect(contentViewLocale({ role: "translator", locales: ["jp", "de"], sections: null }, "news")).toBe("de");
    expect(contentViewLocale({ role: "editor", locales: null, sections: ["news"] }, "events")).toBeNull();
    expect(contentViewLocale({ role: "editor", locales: null, sections: ["/applications"] }, "news")).toBeNull();
  });
});
