/**
 * The server-rendered picker's place in the dialog URL (ADR 024): which field's picker is open,
 * its page and search. Client-safe: the action route writes them, the page loader reads them.
 */
export type PickerState = { field: string; page: number; q: string };

const FIELD = "picker";
const PAGE = "picker_page";
const QUERY = "picker_q";

/** A conform field name under the module's data, e.g. `data.items[0].image`, or the heading link's page. */
const FIELD_NAME = /^(data(\.[A-Za-z][\w]*(\[\d{1,3}\])?){1,4}|heading\.link\.pageId)$/;

export function isPickerFieldName(value: string): boolean {
  return FIELD_NAME.test(value);
}

export function readPickerState(params: URLSearchParams): PickerState | null {
  const field = params.get(FIELD) ?? "";
  if (!isPickerFieldName(field)) return null;
  const page = Number(params.get(PAGE));
  return { field, page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1, q: (params.get(QUERY) ?? "").slice(0, 200) };
}

/** The dialog's query with the picker opened (state) or closed (null); every other parameter kept. */
export function withPickerState(search: string, state: PickerState | null): string {
  const params = new URLSearchParams(search);
  for (const key of [FIELD, PAGE, QUERY]) params.delete(key);
  if (state) {
    params.set(FIELD, state.field);
    params.set(PAGE, String(state.page));
    params.set(QUERY, state.q);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
