import { sql } from "kysely";
import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";

/**
 * Published FAQ entries in their editorial order (answers are HTML: sanitize before rendering).
 * Each text falls back to English on its own: a translated question whose answer is not
 * translated yet shows with the English answer, not without one.
 */
export function listFaq(db: Db, locale: Locale) {
  return db
    .selectFrom("faq_items")
    .select(["id", sql<{ question: string; answer: string } | null>`coalesce(content -> 'en', '{}'::jsonb) || coalesce(content -> ${sql.lit(locale)}, '{}'::jsonb)`.as("text")])
    .where("published", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
