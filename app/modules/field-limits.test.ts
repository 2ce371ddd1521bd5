import { z } from "zod";
import { describe, expect, it } from "vitest";
import type { EditorField } from "./editor-types";
import { fieldLimits, withSchemaLimits } from "./field-limits";
import { moduleDefinitions, moduleEditors } from "./registry";
import { MODULE_TYPES } from "./types";

describe("fieldLimits", () => {
  it("reads required, maxLength, maxItems and minItems from the field's schema", () => {
    expect(fieldLimits(z.string().trim().min(1).max(100))).toEqual({ required: true, maxLength: 100 });
    expect(fieldLimits(z.string().max(300).optional())).toEqual({ maxLength: 300 });
    expect(fieldLimits(z.enum(["a", "b"]).default("a"))).toEqual({});
    expect(fieldLimits(z.array(z.number()).min(1).max(4))).toEqual({ required: true, minItems: 1, maxItems: 4 });
    expect(fieldLimits(z.array(z.number()).max(4).default([]))).toEqual({ maxItems: 4 });
    expect(fieldLimits(z.preprocess((v) => v, z.object({ id: z.number() })))).toEqual({ required: true });
  });
});

describe("withSchemaLimits", () => {
  it("fills the fields and the list item fields from the schema, dropping stated lengths", () => {
    const schema = z.object({ title: z.string().max(60), items: z.array(z.object({ label: z.string().min(1).max(20) })).max(3).default([]) });
    const fields: EditorField[] = [
      { name: "title", label: "Title", kind: "text", maxLength: 999 },
      { name: "items", label: "Items", kind: "list", item: { form: "item", fields: [{ name: "label", label: "Label", kind: "text" }] } },
    ];
    const [title, items] = withSchemaLimits({ displayName: "X", defaults: {}, groups: [{ id: "g", label: "G", fields }] }, schema).groups[0].fields;
    expect(title).toEqual({ name: "title", label: "Title", kind: "text", required: true, maxLength: 60 });
    expect(items).toMatchObject({ maxItems: 3, item: { fields: [{ name: "label", required: true, maxLength: 20 }] } });
  });

  it("gives the editor the schema's limits (HERO: title required, at most 100 characters)", () => {
    const title = moduleEditors.HERO.groups[0].fields.find((f) => f.name === "title");
    expect(title).toMatchObject({ required: true, maxLength: 100 });
  });
});

describe("editor.ts", () => {
  const fieldsOf = (fields: readonly EditorField[], prefix = ""): [string, EditorField][] =>
    fields.flatMap((f) => [[prefix + f.name, f] as [string, EditorField], ...fieldsOf(f.item?.fields ?? [], `${prefix}${f.name}.`)]);

  it("never states a limit its schema gives: maxLength and maxItems not at all, required and minItems only for cross-field rules", () => {
    const repeated: string[] = [];
    for (const type of MODULE_TYPES) {
      const { editor, schema } = moduleDefinitions[type];
      const derived = new Map(fieldsOf(withSchemaLimits({ ...editor, groups: editor.groups.map((g) => ({ ...g, fields: g.fields.map(stripStated) })) }, schema.schema).groups.flatMap((g) => g.fields)));
      for (const [name, field] of fieldsOf(editor.groups.flatMap((g) => g.fields))) {
        if (field.maxLength !== undefined || field.maxItems !== undefined) repeated.push(`${type} ${name}: maxLength/maxItems`);
        if (field.required && derived.get(name)?.required) repeated.push(`${type} ${name}: required`);
        if (field.minItems && derived.get(name)?.minItems) repeated.push(`${type} ${name}: minItems`);
      }
    }
    expect(repeated).toEqual([]);
  });
});

function stripStated(field: EditorField): EditorField {
  const { required: _required, minItems: _minItems, ...rest } = field;
  return { ...rest, ...(rest.item ? { item: { ...rest.item, fields: rest.item.fields.map(stripStated) } } : {}) };
}
