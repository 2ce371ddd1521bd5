import { describe, expect, it } from "vitest";
import { checkBuilderForm } from "~/forms/builder-rules";
import { builderReducer, initialBuilderState, moveItem, savePayload, type BuilderAction, type BuilderState } from "./builder-state";
import { baseName, copyName, duplicateField, newField, uniqueName } from "./field-factory";
import { currentReturnTo, pickedFormId, withPickedForm } from "./form-links";

const run = (actions: BuilderAction[], start: BuilderState = initialBuilderState()) => actions.reduce(builderReducer, start);
const ids = (state: BuilderState) => state.fields.map((f) => f.id);
const namesOf = (state: BuilderState) => state.fields.map((f) => f.name);

describe("new and copied fields", () => {
  it("names a new field after its type, unique in the form", () => {
    expect(baseName("LongTextInput")).toBe("long_text_input");
    expect(uniqueName("email", [])).toBe("email");
    expect(uniqueName("email", ["email", "email_2"])).toBe("email_3");
    expect(newField("TextInput", ["text_input"], "x").name).toBe("text_input_2");
  });

  it("gives option types the default options, a slider 1 to 1000, a hidden field a value", () => {
    expect(newField("SelectList", [], "a").options).toEqual([
      { optionLabel: "Option 1", optionValue: "Option 1" },
      { optionLabel: "Option 2", optionValue: "Option 2" },
    ]);
    expect(newField("RadioButton", [], "b").options).toHaveLength(2);
    expect(newField("Slider", [], "c")).toMatchObject({ minValue: 1, maxValue: 1000 });
    expect(newField("Hidden", [], "d")).toMatchObject({ defaultValue: "" });
    expect(newField("Button", [], "e").buttonText).toBe("Submit");
    expect(newField("TextInput", [], "f").options).toBeUndefined();
  });

  it("names a copy name_copy, then name_copy_2, and keeps a nameless copy nameless", () => {
    expect(copyName("email", ["email"])).toBe("email_copy");
    expect(copyName("email", ["email", "email_copy"])).toBe("email_copy_2");
    expect(copyName("email", ["email", "email_copy", "email_copy_2"])).toBe("email_copy_3");
    expect(copyName("  ", [])).toBe("");
  });

  it("copies a field with a new id and its own options", () => {
    const original = newField("Checkbox", [], "orig");
    const copy = duplicateField(original, ["checkbox"], "copy");
    expect(copy).toMatchObject({ id: "copy", name: "checkbox_copy", fieldType: "Checkbox", label: original.label });
    copy.options![0].optionLabel = "Changed";
    expect(original.options![0].optionLabel).toBe("Option 1");
  });
});

describe("builder reducer", () => {
  it("adds elements at the end or at a position", () => {
    const state = run([
      { type: "add", fieldType: "TextInput", id: "a" },
      { type: "add", fieldType: "TextInput", id: "b" },
      { type: "add", fieldType: "Title", id: "c", index: 0 },
    ]);
    expect(ids(state)).toEqual(["c", "a", "b"]);
    expect(namesOf(state)).toEqual(["title", "text_input", "text_input_2"]);
    expect(state.dirty).toBe(true);
  });

  it("moves elements, ignoring moves out of range", () => {
    const start = run(["a", "b", "c"].map((id) => ({ type: "add", fieldType: "TextInput", id }) as BuilderAction));
    expect(ids(builderReducer(start, { type: "move", from: 0, to: 2 }))).toEqual(["b", "c", "a"]);
    expect(ids(builderReducer(start, { type: "move", from: 2, to: 1 }))).toEqual(["a", "c", "b"]);
    expect(builderReducer(start, { type: "move", from: 0, to: -1 })).toBe(start);
    expect(builderReducer(start, { type: "move", from: 2, to: 3 })).toBe(start);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
  });

  it("duplicates right after the original with a new id and name", () => {
    const state = run([
      { type: "add", fieldType: "TextInput", id: "a" },
      { type: "add", fieldType: "Slider", id: "b" },
      { type: "duplicate", id: "a", newId: "a2" },
      { type: "duplicate", id: "a", newId: "a3" },
    ]);
    expect(ids(state)).toEqual(["a", "a3", "a2", "b"]);
    expect(namesOf(state)).toEqual(["text_input", "text_input_copy_2", "text_input_copy", "slider"]);
    expect(builderReducer(state, { type: "duplicate", id: "nope" })).toBe(state);
    // Copies never break the unique-names rule.
    expect(checkBuilderForm({ title: "x", fields: state.fields, additionalButtons: [] }).fields).toEqual({});
  });

  it("removes an element; removing the selected one closes the Properties tab", () => {
    const selected = run([
      { type: "add", fieldType: "TextInput", id: "a" },
      { type: "add", fieldType: "TextInput", id: "b" },
      { type: "select", id: "b" },
    ]);
    expect(selected).toMatchObject({ selectedId: "b", tab: "properties" });
    const other = builderReducer(selected, { type: "remove", id: "a" });
    expect(other).toMatchObject({ selectedId: "b", tab: "properties" });
    expect(ids(other)).toEqual(["b"]);
    const gone = builderReducer(selected, { type: "remove", id: "b" });
    expect(gone).toMatchObject({ selectedId: null, tab: "elements" });
    expect(ids(gone)).toEqual(["a"]);
  });

  it("selecting opens Properties; the tab is disabled while nothing is selected", () => {
    const empty = initialBuilderState();
    expect(builderReducer(empty, { type: "tab", tab: "properties" })).toBe(empty);
    expect(builderReducer(empty, { type: "tab", tab: "settings" }).tab).toBe("settings");
    expect(builderReducer(empty, { type: "select", id: "missing" })).toBe(empty);
    const state = run([{ type: "add", fieldType: "DatePicker", id: "d" }, { type: "tab", tab: "settings" }, { type: "select", id: "d" }]);
    expect(state).toMatchObject({ selectedId: "d", tab: "properties" });
  });

  it("adds a dragged element where it is dropped inside the area, and drops it when let go outside", () => {
    const start = run([{ type: "add", fieldType: "TextInput", id: "a" }]);
    const inside = run([{ type: "dragNew", fieldType: "Checkbox" }, { type: "dropNew", index: 0, inside: true, id: "c" }], start);
    expect(ids(inside)).toEqual(["c", "a"]);
    expect(inside.fields[0].options).toHaveLength(2);
    expect(inside.dragging).toBeNull();

    const outside = run([{ type: "dragNew", fieldType: "Checkbox" }, { type: "dropNew", index: 0, inside: false, id: "c" }], start);
    expect(ids(outside)).toEqual(["a"]);
    expect(outside.dragging).toBeNull();
    // A drop with nothing being dragged (the palette's own end after the area took it) changes nothing.
    expect(builderReducer(inside, { type: "dropNew", index: 0, inside: false })).toBe(inside);
  });

  it("edits properties and options", () => {
    const state = run([
      { type: "add", fieldType: "SelectList", id: "s" },
      { type: "updateField", id: "s", patch: { name: "country", isRequired: true, isConditional: true, conditionalName: "type", conditionalValue: "a;b" } },
      { type: "addOption", id: "s" },
      { type: "updateOption", id: "s", index: 0, patch: { optionLabel: "Switzerland", optionValue: "CH" } },
      { type: "moveOption", id: "s", from: 2, to: 0 },
      { type: "removeOption", id: "s", index: 2 },
    ]);
    expect(state.fields[0]).toMatchObject({ name: "country", isRequired: true, conditionalName: "type", conditionalValue: "a;b" });
    expect(state.fields[0].options).toEqual([
      { optionLabel: "Option 3", optionValue: "Option 3" },
      { optionLabel: "Switzerland", optionValue: "CH" },
    ]);
  });

  it("keeps the form settings and additional buttons, and builds the save payload", () => {
    const state = run([
      { type: "add", fieldType: "TextInput", id: "a" },
      { type: "setting", key: "title", value: "Contact" },
      { type: "setting", key: "successUrl", value: "/thanks" },
      { type: "addButton", id: "b1" },
      { type: "addButton", id: "b2" },
      { type: "updateButton", id: "b1", patch: { label: "Call us", action: "tel:+41" } },
      { type: "removeButton", id: "b2" },
    ]);
    expect(savePayload(state)).toEqual({
      title: "Contact",
      content: state.fields,
      destination: "",
      actionUrl: "",
      successUrl: "/thanks",
      additionalButtons: [{ id: "b1", label: "Call us", action: "tel:+41" }],
    });
    const saved = builderReducer(state, { type: "saved", id: 7 });
    expect(saved).toMatchObject({ id: 7, dirty: false });
    expect(savePayload(saved).id).toBe(7);
  });
});

describe("form links", () => {
  it("returns to the module editor with the saved form's id", () => {
    expect(withPickedForm("/about?draft=true&show_modal=true&module_type=CUSTOM_FORMS", 12)).toBe(
      "/about?draft=true&show_modal=true&module_type=CUSTOM_FORMS&form_id=12",
    );
    expect(withPickedForm("/about?form_id=3", 12)).toBe("/about?form_id=12");
    expect(pickedFormId("?form_id=12")).toBe(12);
    expect(pickedFormId("?form_id=abc")).toBeNull();
    expect(pickedFormId("?form_id=0")).toBeNull();
    expect(currentReturnTo({ pathname: "/de/x", search: "?show_modal=true&form_id=4" })).toBe("/de/x?show_modal=true");
  });
});
