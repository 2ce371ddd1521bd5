/**
 * Query values reach SQL as text, and PostgreSQL refuses a NUL (0x00) in text: a query holding
 * one is the client's error, answered 400 with the error page, never a 500 (issue 20.3).
 */
export function assertCleanQuery(params: URLSearchParams): void {
  for (const [name, value] of params) {
    if (name.includes("\0") || value.includes("\0")) throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_DB_ID = 2_147_483_647;

/** A positive database id written in plain digits (no sign, exponent or spaces) within range, else null. */
export function parseDbId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_DB_ID ? id : null;
}
