import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { localizedJson } from "./sql.server";

/** FAQ entries in their editorial order (answers are HTML: sanitize before rendering). */
export function listFaq(db: Db, locale: Locale) {
  return db
    .selectFrom("faq_items")
    .select(["id", localizedJson<{ question: string; answer: string }>("content", locale).as("text")])
    .orderBy("position")
    .orderBy("id")
    .execute();
}
