// Addresses between the module editor's form picker, the form builder and the submissions list.

/** The query parameter the form builder sends the saved form's id back in (SPEC §4.4: "returns the id"). */
export const PICKED_FORM_PARAM = "form_id";

export function pickedFormId(search: string): number | null {
  const raw = new URLSearchParams(search).get(PICKED_FORM_PARAM) ?? "";
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The current address without a previous pick: where the builder returns to. */
export function currentReturnTo(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(PICKED_FORM_PARAM);
  const query = params.toString();
  return location.pathname + (query ? `?${query}` : "");
}

/** `returnTo` (a same-site path the server checked) with the saved form's id added. */
export function withPickedForm(returnTo: string, id: number): string {
  const url = new URL(returnTo, "http://same.site");
  url.searchParams.set(PICKED_FORM_PARAM, String(id));
  return url.pathname + url.search + url.hash;
}

export function builderHref(id: number | "new", returnTo?: string): string {
  return `/editor/forms/${id}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`;
}

export const submissionsHref = (id: number) => `/editor/forms/${id}/submissions`;
export const submissionsCsvHref = (id: number) => `/editor/forms/${id}/submissions.csv`;
