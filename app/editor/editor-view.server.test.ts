import { describe, expect, it } from "vitest";
import { parseEditMode } from "./edit-mode";
import { buildEditorView, formFieldName, storedDataErrors } from "./editor-view.server";

// Module data that no longer matches its schema (old or hand-edited rows) is shown to the
// editor with its errors instead of being silently fixed or hiding the dialog.
const valid = { id: "m1", type: "CARD_GROUP", layout: {}, data: { cards: [{ title: "One" }] } };
const broken = { id: "m2", type: "CARD_GROUP", layout: {}, data: { cards: [{ title: "" }, { title: "x".repeat(300) }] } };

describe("stored module data in the editor", () => {
  it("names fields the way the form does", () => {
    expect(formFieldName(["cards", 1, "title"])).toBe("data.cards[1].title");
    expect(formFieldName(["cards"])).toBe("data.cards");
  });

  it("finds no errors in valid data and the SPEC messages in invalid data", () => {
    expect(storedDataErrors(valid)).toBeNull();
    expect(storedDataErrors(broken)).toEqual({
      "data.cards[0].title": ["This field is required"],
      "data.cards[1].title": ["String must contain at most 250 character(s)"],
    });
    expect(storedDataErrors({ id: "m3", type: "CARD_GROUP", layout: {}, data: { cards: [] } })).toEqual({
      "data.cards": ["At least one card is required"],
    });
  });

  it("marks the invalid module in the toolbar list and opens its dialog with the errors", () => {
    const view = buildEditorView({
      pageId: 1,
      version: 3,
      locale: "en",
      mode: parseEditMode(new URLSearchParams("show_modal=true&module_id=m2")),
      modules: [valid, broken],
    });
    expect(view.modules.map((m) => m.invalid)).toEqual([false, true]);
    expect(view.modal?.moduleId).toBe("m2");
    expect(view.modal?.storedErrors?.["data.cards[0].title"]).toEqual(["This field is required"]);
  });
});
