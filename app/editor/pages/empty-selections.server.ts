import type { ModuleEditorConfig } from "~/modules/editor-types";
import { fieldAtName } from "../pickers/modal-picker-data.server";

/**
 * A single-select posted with an empty id (the no-JavaScript picker's "None") is no choice at all:
 * its entries leave the form, as when the JavaScript picker's Remove takes the hidden inputs away.
 * An optional select is then empty; a required one reads 'This field is required'.
 */
export function dropEmptySelections(config: ModuleEditorConfig, form: FormData): void {
  for (const [name, value] of [...form.entries()]) {
    if (!name.endsWith(".id") || value !== "") continue;
    const prefix = name.slice(0, -".id".length);
    if (fieldAtName(config, prefix)?.kind !== "singleSelect") continue;
    form.delete(name);
    form.delete(`${prefix}.title`);
  }
}
