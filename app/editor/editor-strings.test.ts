import { describe, expect, it } from "vitest";
import english from "../../locales/en/editor.json";
import type { EditorField } from "~/modules/editor-types";
import { moduleEditors } from "~/modules/registry";
import { CONTENT_KIND_FORMS } from "./content/content-kinds";

// editor.ts files name modules, groups, fields and options in SPEC's English; the editor shows
// them through locales/<locale>/editor.json (locales-parity.test.ts checks the other locales
// have every key). A label added to an editor.ts without its entry here shows in English only.
function fieldLabels(fields: readonly EditorField[]): { labels: string[]; options: string[] } {
  const labels: string[] = [];
  const options: string[] = [];
  for (const field of fields) {
    labels.push(field.label);
    options.push(...(field.options ?? []).map((option) => option.label).filter((label) => !/^\d+$/.test(label)));
    if (field.item) {
      const nested = fieldLabels(field.item.fields);
      labels.push(...nested.labels);
      options.push(...nested.options);
    }
  }
  return { labels, options };
}

describe("the editor's module strings in locales/en/editor.json", () => {
  it("names every module type as its editor.ts does", () => {
    const names = Object.fromEntries(Object.entries(moduleEditors).map(([type, config]) => [type, config.displayName]));
    expect(english.moduleNames).toEqual(names);
  });

  it("has every group, field and option label of every module", () => {
    const known = new Set([...Object.keys(english.labels), ...Object.keys(english.options)]);
    const missing = Object.entries(moduleEditors).flatMap(([type, config]) =>
      config.groups.flatMap((group) => {
        const { labels, options } = fieldLabels(group.fields);
        return [group.label, ...labels, ...options].filter((label) => !known.has(label)).map((label) => `${type}: ${label}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it("has every group, field and option label of every content kind (issue 23)", () => {
    const known = new Set([...Object.keys(english.labels), ...Object.keys(english.options)]);
    const missing = Object.entries(CONTENT_KIND_FORMS).flatMap(([kind, form]) =>
      form.editor.groups.flatMap((group) => {
        const { labels, options } = fieldLabels(group.fields);
        return [group.label, ...labels, ...options].filter((label) => !known.has(label)).map((label) => `${kind}: ${label}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});
