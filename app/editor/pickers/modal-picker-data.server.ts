import type { Db } from "../../../db";
import type { EditorField, ModuleEditorConfig } from "~/modules/editor-types";
import type { EditorActionResult, ModalView, PickerView } from "../pages/editor-view";
import { usesFieldKind } from "../pages/editor-view.server";
import type { PickerState } from "./picker-params";
import { FETCH_BY_REFERENCE_KIND, pickerRows } from "./picker-lists.server";
import { PICKER_PAGE_SIZE } from "~/lib/picker-page.server";
import { selectionTitlesFor } from "./selection-titles.server";

/** The editor.ts field a conform name stands for (`data.items[0].image` → the item's image field). */
export function fieldAtName(config: ModuleEditorConfig, name: string): EditorField | null {
  const parts = name.replace(/^data\./, "").split(/\.|\[\d+\]\.?/).filter(Boolean);
  let fields: readonly EditorField[] = config.groups.flatMap((group) => group.fields);
  let found: EditorField | null = null;
  for (const part of parts) {
    found = fields.find((field) => field.name === part) ?? null;
    if (!found) return null;
    fields = found.item?.fields ?? [];
  }
  return found;
}

/** The list call behind a field: a selection's source or a reference kind's fetch call. */
function listCallOf(field: EditorField): string | null {
  if (field.kind === "multiSelect" || field.kind === "singleSelect") return field.source ?? null;
  return FETCH_BY_REFERENCE_KIND[field.kind] ?? null;
}

type PickerKind = { call: string; multiple: boolean; optional: boolean };

/** What a picker lists for a field name: its own list, or the page list of a link's `pageId`. */
function pickerKindOf(config: ModuleEditorConfig, name: string): PickerKind | null {
  if (name.endsWith(".pageId")) {
    const linkName = name.slice(0, -".pageId".length);
    const isLink = linkName === "heading.link" || fieldAtName(config, linkName)?.kind === "link";
    return isLink ? { call: "fetchPages", multiple: false, optional: true } : null;
  }
  const field = fieldAtName(config, name);
  const call = field ? listCallOf(field) : null;
  if (!field || !call) return null;
  return { call, multiple: field.kind === "multiSelect", optional: field.kind === "singleSelect" && !field.required };
}

export async function buildPickerView(db: Db, config: ModuleEditorConfig, state: PickerState): Promise<PickerView | undefined> {
  const kind = pickerKindOf(config, state.field);
  if (!kind) return undefined;
  const list = await pickerRows(db, kind.call, { page: state.page, search: state.q });
  if (!list) return undefined;
  return {
    field: state.field,
    multiple: kind.multiple,
    optional: kind.optional,
    page: state.page,
    pages: Math.max(1, Math.ceil(list.count / PICKER_PAGE_SIZE)),
    q: state.q,
    rows: list.rows,
  };
}

/**
 * What the open module dialog needs from the database to work without JavaScript: the open
 * picker's rows, the names of the chosen selections (typed values first), and whether it uploads.
 */
export async function addServerPickerData(
  db: Db,
  modal: ModalView,
  { picker, result }: { picker: PickerState | null; result: EditorActionResult | null },
): Promise<void> {
  const typed = result && result.kind !== "error" ? (result.result.initialValue as { data?: unknown } | null | undefined)?.data : undefined;
  const [view, titles] = await Promise.all([
    picker ? buildPickerView(db, modal.config, picker) : undefined,
    selectionTitlesFor(db, modal.config, typed ?? modal.defaultValue.data),
  ]);
  if (view) modal.picker = view;
  modal.selectionTitles = titles;
  modal.uploads = usesFieldKind(modal.config, "image");
}
