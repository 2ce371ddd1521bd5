import { commonGroups } from "../../../app/editor/pages/common-groups";
import type { EditorField, EditorGroup } from "../../../app/modules/editor-types";
import { moduleEditors } from "../../../app/modules/registry";
import type { ModuleType } from "../../../app/modules/types";
import { MARKUP_PAYLOADS, RICH_TEXT_PAYLOAD, URL_PAYLOADS } from "../../support/xss-corpus";

/** A module form as the browser would post it: name/value pairs in order, names repeating. */
export type Entry = [name: string, value: string];

/** A value the test put into the form, with what it replaced (undefined: the field was not in the form). */
export type Planted = { name: string; kind: "text" | "richText" | "linkHref" | "linkText" | "mediaUrl" | "rowTitle"; value: string; original: string | undefined };

const TEXT_KINDS = new Set<EditorField["kind"]>(["text", "textarea", "richText"]);
const MEDIA_KINDS = new Set<EditorField["kind"]>(["image", "vector", "file", "document", "video"]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Target = { pattern: string; field: EditorField; inList: boolean };

/** Every field of a group as a name pattern (`data\.cards\[\d+\]\.title`), list items included. */
function targets(fields: readonly EditorField[], prefix: string, inList: boolean): Target[] {
  return fields.flatMap((field) => {
    const pattern = `${prefix}\\.${escape(field.name)}`;
    if (field.kind === "list" && field.item) return targets(field.item.fields, `${pattern}\\[\\d+\\]`, true);
    return [{ pattern, field, inList }];
  });
}

function hasTextField(fields: readonly EditorField[]): boolean {
  return fields.some((f) => TEXT_KINDS.has(f.kind) || f.kind === "link" || (f.item ? hasTextField(f.item.fields) : false));
}

/** The module's groups (editor.ts) and the common heading group, each with its form prefix. */
function formGroups(type: ModuleType): { prefix: string; group: Pick<EditorGroup, "fields" | "showWhen"> }[] {
  const common = commonGroups((key) => key).filter((g) => g.id === "heading");
  return [
    ...moduleEditors[type].groups.map((group) => ({ prefix: "data", group })),
    ...common.map((group) => ({ prefix: group.prefix, group: { fields: group.fields as readonly EditorField[] } })),
  ];
}

/** Hands out the corpus in turn, so that over all modules every payload lands in many field kinds. */
export function payloadRotation() {
  let markup = 0;
  let url = 0;
  return {
    markup(maxLength = Infinity): string {
      for (let tries = 0; tries < MARKUP_PAYLOADS.length; tries++) {
        const payload = MARKUP_PAYLOADS[markup++ % MARKUP_PAYLOADS.length];
        if (payload.length <= maxLength) return payload;
      }
      return "<script>".slice(0, maxLength); // a field too short for any payload gets its start
    },
    url: () => URL_PAYLOADS[url++ % URL_PAYLOADS.length],
  };
}

/**
 * Puts payloads into every text, textarea and rich-text field of a module form (list items
 * included), every link's text and address, every media reference's URL and every picked row's
 * title, as found in the type's editor config. Groups a select hides are switched on first.
 */
export function plantPayloads(type: ModuleType, form: Entry[], rotation: ReturnType<typeof payloadRotation>) {
  const entries = form.map(([name, value]): Entry => [name, value]);
  const planted = new Map<string, Planted>();
  const set = (name: string, value: string, kind: Planted["kind"]) => {
    const at = entries.findIndex(([n]) => n === name);
    planted.set(name, { name, kind, value, original: at >= 0 ? entries[at][1] : undefined });
    if (at >= 0) entries[at][1] = value;
    else entries.push([name, value]);
  };

  for (const { prefix, group } of formGroups(type)) {
    if (group.showWhen && hasTextField(group.fields)) {
      const control = `data.${group.showWhen.field}`;
      const at = entries.findIndex(([n]) => n === control);
      if (at >= 0) entries[at][1] = group.showWhen.equals;
      else entries.push([control, group.showWhen.equals]);
    }
    for (const target of targets(group.fields, escape(prefix), false)) {
      const { field } = target;
      const exact = new RegExp(`^${target.pattern}$`);
      const part = new RegExp(`^${target.pattern}\\.(\\w+)$`);
      const names = [...new Set(entries.map(([n]) => n))];
      if (TEXT_KINDS.has(field.kind)) {
        const found = names.filter((n) => exact.test(n));
        // A top-level field the form left out (an empty optional value) is posted anyway.
        if (found.length === 0 && !target.inList) found.push(target.pattern.replaceAll("\\", ""));
        for (const name of found) {
          if (field.kind === "richText") set(name, RICH_TEXT_PAYLOAD, "richText");
          else set(name, rotation.markup(field.maxLength), "text");
        }
      } else if (field.kind === "link") {
        const bases = [...new Set(names.filter((n) => part.test(n)).map((n) => n.slice(0, n.lastIndexOf("."))))];
        for (const base of bases) {
          set(`${base}.linkType`, "external", "linkText");
          set(`${base}.pageId`, "", "linkText");
          set(`${base}.text`, rotation.markup(250), "linkText");
          set(`${base}.href`, rotation.url(), "linkHref");
        }
      } else if (MEDIA_KINDS.has(field.kind)) {
        for (const name of names.filter((n) => part.test(n) && n.endsWith(".url"))) set(name, rotation.url(), "mediaUrl");
      } else if (field.kind === "singleSelect") {
        for (const name of names.filter((n) => part.test(n) && n.endsWith(".title"))) set(name, rotation.markup(300), "rowTitle");
      }
    }
  }
  return { entries, planted };
}

/**
 * After the server refused a field: a refused link address becomes an anchor link to a page
 * (its anchor id a payload too); any other refused value gets back what the form had. Returns
 * the planted names the error covered, none when the error is about something not planted.
 */
export function withdrawPayload(entries: Entry[], planted: Map<string, Planted>, errorName: string, anchorPageId: number): string[] {
  const covered = [...planted.values()].filter(
    (p) => p.name === errorName || p.name.startsWith(`${errorName}.`) || p.name.startsWith(`${errorName}[`),
  );
  const setEntry = (name: string, value: string) => {
    const at = entries.findIndex(([n]) => n === name);
    if (at >= 0) entries[at][1] = value;
    else entries.push([name, value]);
  };
  for (const p of covered) {
    if (p.kind === "linkHref") {
      const base = p.name.slice(0, -".href".length);
      setEntry(`${base}.linkType`, "anchor");
      setEntry(`${base}.pageId`, String(anchorPageId));
      setEntry(`${base}.href`, "");
      setEntry(`${base}.anchorId`, '"><script>window.__xss=1</script>');
    } else if (p.original === undefined) {
      const at = entries.findIndex(([n]) => n === p.name);
      if (at >= 0) entries.splice(at, 1);
    } else {
      setEntry(p.name, p.original);
    }
    planted.delete(p.name);
  }
  return covered.map((p) => p.name);
}
