import { describe, expect, it } from "vitest";
import english from "../../locales/en/editor.json";
import type { EditorField } from "~/modules/editor-types";
import { moduleEditors } from "~/modules/registry";
import { moduleStrings } from "~/modules/strings.generated";
import type { ModuleType } from "~/modules/types";
import { moduleFolders } from "../../scripts/module-index-files";
import { CONTENT_KIND_FORMS } from "./content/content-kinds";

// editor.ts files name modules, groups, fields and options in SPEC's English; the editor shows
// them through locales/<locale>/editor.json (labels several types share; locales-parity.test.ts
// checks the other locales have every key) and each folder's strings.json (its name and the labels
// only it uses, in all five locales: scripts/module-index-files.ts refuses a missing one). A label
// added to an editor.ts without its entry in either shows in English only.
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

const folders = moduleFolders();
const ownLabels = (type: string) => Object.keys(folders.find((f) => f.type === type)?.strings.en.labels ?? {});
const moduleLabels = (type: ModuleType) =>
  moduleEditors[type].groups.flatMap((group) => {
    const { labels, options } = fieldLabels(group.fields);
    return [group.label, ...labels, ...options];
  });

describe("the editor's module strings (locales/en/editor.json and the folders' strings.json)", () => {
  it("names every module type as its editor.ts does", () => {
    const names = Object.fromEntries(Object.entries(moduleEditors).map(([type, config]) => [type, config.displayName]));
    expect(moduleStrings.en.moduleNames).toEqual(names);
  });

  it("has every group, field and option label of every module: shared ones in locales, its own in its folder", () => {
    const shared = new Set([...Object.keys(english.labels), ...Object.keys(english.options)]);
    const missing = Object.entries(moduleEditors).flatMap(([type]) => {
      const own = new Set(ownLabels(type));
      return moduleLabels(type as ModuleType).filter((label) => !shared.has(label) && !own.has(label)).map((label) => `${type}: ${label}`);
    });
    expect(missing).toEqual([]);
  });

  it("keeps in a folder only labels its editor.ts uses, none that locales/*/editor.json has too", () => {
    const shared = new Set([...Object.keys(english.labels), ...Object.keys(english.options)]);
    const wrong = folders.flatMap((f) => {
      const used = new Set(moduleLabels(f.type as ModuleType));
      return ownLabels(f.type)
        .filter((label) => !used.has(label) || shared.has(label))
        .map((label) => `${f.name}: ${label}${shared.has(label) ? " (also in locales)" : " (unused)"}`);
    });
    expect(wrong).toEqual([]);
  });

  it("has each folder's name and labels in all five locales", () => {
    for (const locale of ["de", "cn", "jp", "kr"] as const) {
      expect(Object.keys(moduleStrings[locale].moduleNames), locale).toEqual(Object.keys(moduleStrings.en.moduleNames));
      expect(Object.keys(moduleStrings[locale].labels).sort(), locale).toEqual(Object.keys(moduleStrings.en.labels).sort());
    }
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
