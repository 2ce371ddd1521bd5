import type { Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import { localSlugOf } from "~/content/local-slugs.server";
import type { Locale } from "~/i18n/locales";

/** A stored id as a reference field's value (`{ id }`), none for null. */
export const ref = (id: unknown) => (typeof id === "number" ? { id } : undefined);

/** The id of a reference or selection value, null for none. */
export const idOf = (value: unknown) => (value && typeof value === "object" && "id" in value ? Number((value as { id: unknown }).id) : null);

/** Whether a chosen library file exists and is of one of the kinds (true when none is chosen). */
export async function mediaExists(trx: Transaction<Database>, id: unknown, kinds: readonly string[]): Promise<boolean> {
  if (typeof id !== "number") return true;
  const row = await trx.selectFrom("media").select("kind").where("id", "=", id).executeTakeFirst();
  return Boolean(row && kinds.includes(row.kind));
}

/** A stored number as a form value (undefined for null). */
export const numberOrUndefined = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));

/** A row's detail address in a locale from its slug there (its own, else English); null without a slug. */
export function slugHref(row: Record<string, unknown>, locale: Locale, hrefOf: (slug: string) => string): string | null {
  const slug = localSlugOf(row, locale);
  return slug === null ? null : hrefOf(slug);
}
