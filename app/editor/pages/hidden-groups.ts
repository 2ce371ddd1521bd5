import type { ModuleEditorConfig } from "~/modules/editor-types";

/** Whether a group shows for these values (SPEC §4.2: the named field equals the given value). */
export function groupShows(group: ModuleEditorConfig["groups"][number], values: Record<string, unknown>): boolean {
  return !group.showWhen || String(values[group.showWhen.field] ?? "") === group.showWhen.equals;
}

/**
 * SPEC §4.2: fields absent from a submission are saved as empty, except those of a group a
 * condition hides: they keep their stored values (switching a select back brings them back).
 */
export function keepHiddenGroupValues(
  config: ModuleEditorConfig,
  submitted: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const result = { ...submitted };
  for (const group of config.groups) {
    if (groupShows(group, submitted)) continue;
    for (const field of group.fields) {
      if (field.name in stored) result[field.name] = stored[field.name];
      else delete result[field.name];
    }
  }
  return result;
}
