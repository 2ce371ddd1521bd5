import { describe, expect, it } from "vitest";
import { parseEditMode } from "./edit-mode";
import { buildEditorView, formFieldName, moduleChoices, storedDataErrors } from "./editor-view.server";

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
      "data.cards[1].title": ["At most 250 characters."],
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

describe("module names in the editor's locale", () => {
  const view = (locale: string, query: string) =>
    buildEditorView({ pageId: 1, version: 1, locale, mode: parseEditMode(new URLSearchParams(query)), modules: [valid] });

  it("names the modules on the page and the dialog title in German on a German page", () => {
    expect(view("de", "").modules.map((m) => m.displayName)).toEqual(["Karten / CTA"]);
    expect(moduleChoices("", "de").find((c) => c.type === "ACCORDION")?.displayName).toBe("Akkordeon");
    expect(view("de", "show_modal=true&module_id=m1").modal?.displayName).toBe("Karten / CTA");
    expect(view("jp", "show_modal=true&module_id=m1").modal?.displayName).toBe("カード / CTA");
  });

  it("refuses the module picker, a new module and a removal outside English when they are opened (SPEC §4.1)", () => {
    for (const query of ["show_sidebar=true&module_position=0", "show_modal=true&module_type=HERO&module_position=0", "draft=true&confirm_remove=m1"]) {
      const refused = view("de", query);
      expect(refused.sidebar).toBeNull();
      expect(refused.modal).toBeNull();
      expect(refused.confirmRemove).toBeNull();
      expect(refused.modalError).toBe("module.onlyEnglishAdd");
    }
  });

  it("shows the layout read-only outside English", () => {
    expect(view("de", "show_modal=true&module_id=m1").modal?.layoutReadOnly).toBe(true);
    expect(view("en", "show_modal=true&module_id=m1").modal?.layoutReadOnly).toBe(false);
  });

  it("searches the names the editor sees, what each is for, and the type; sorts them in the locale", () => {
    // Named "Karten / CTA", "Karten-Slider", "Veranstaltungskarten", "Webinar-Karten"; described as cards ("als Karten").
    expect(moduleChoices("KARTEN", "de").map((c) => c.type).sort()).toEqual(["CARD_GROUP", "EMPLOYEE_STORIES", "EVENTS", "PRODUCT_SLIDER", "SLIDER", "WAY_TO_START", "WEBINARS"]);
    // "Links: int,ext,downl." is found by what it holds (issue 47 item 7).
    expect(moduleChoices("downloads", "en").map((c) => c.type)).toContain("LINK_LIST");
    expect(moduleChoices("", "de").find((c) => c.type === "LINK_LIST")?.description).toBe("Eine Liste von Links zu Seiten, anderen Websites und Downloads.");
    expect(moduleChoices("accordion", "kr").map((c) => c.displayName)).toEqual(["아코디언"]);
    const names = moduleChoices("", "de").map((c) => c.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de")));
  });

  it("keeps SPEC's English names on an English page, each with one line on what it is for", () => {
    const sidebar = view("en", "show_sidebar=true").sidebar!;
    expect(sidebar.choices.filter((c) => !c.description)).toEqual([]);
    expect(sidebar.quick.find((q) => q.type === "LINK_LIST")?.description).toBe("A list of links to pages, other websites and downloads.");
    expect(sidebar.quick.map((q) => q.displayName)).toEqual(["Images 1&2", "Text editor", "Cards / CTA", "Product table man.", "Links: int,ext,downl.", "Video"]);
    expect(sidebar.choices.find((c) => c.type === "HERO")?.displayName).toBe("Header 1 - Home");
  });
});
