import type { SubmissionResult } from "@conform-to/react";
import { isPickerFieldName, type PickerState } from "./picker-params";

/** Names the server-rendered picker's buttons and inputs post with the module form (ADR 024). */
export const PICKER_FORM = {
  /** "Choose…" and the picker's Search: the field name whose picker opens (page 1). */
  open: "_picker",
  /** Previous / Next: the page to show of the open picker. */
  page: "_picker_page",
  /** The field whose picker is open (hidden, beside the search box). */
  openField: "_picker_open",
  /** The picker's search box. */
  query: "picker_q",
  /** "Use selected": close the picker, keeping the choice. */
  done: "_picker_done",
} as const;

/**
 * What a module-form post asks of the picker, read before anything is saved: open (or search, or
 * page) a field's picker, close it, or nothing (a plain Save). Never a save in the first two cases.
 */
export function readPickerRequest(form: FormData): { state: PickerState | null } | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const query = text(PICKER_FORM.query).slice(0, 200);
  if (form.has(PICKER_FORM.done)) return { state: null };
  const page = text(PICKER_FORM.page);
  const openField = text(PICKER_FORM.openField);
  if (/^\d{1,6}$/.test(page) && isPickerFieldName(openField)) return { state: { field: openField, page: Math.max(1, Number(page)), q: query } };
  const field = text(PICKER_FORM.open);
  if (isPickerFieldName(field)) return { state: { field, page: 1, q: field === openField ? query : "" } };
  return null;
}

/** The typed values handed back to the dialog unchanged, without validation errors (only a refused upload's). */
export function draftReply(payload: Record<string, unknown>, errors: Record<string, string[]> = {}): SubmissionResult<string[]> {
  const values = { ...payload };
  for (const name of Object.values(PICKER_FORM)) delete values[name];
  return { initialValue: values as SubmissionResult<string[]>["initialValue"], error: errors };
}
