import { href } from "~/i18n/route-table";
import type { ContentStore } from "../content-store";
import { numberOrUndefined } from "./store-helpers.server";

/** FAQ entries: the question and answer are texts per locale, the position a column. */
export const faqStore: ContentStore = {
  table: "faq_items",
  columns: ["position"],
  dateColumn: "updated_at",
  // The form's rich-text field `body` is the stored `answer` (SPEC's FAQ keeps question/answer).
  textKeys: { body: "answer" },
  toForm: (c) => ({ position: numberOrUndefined(c.position) }),
  toColumns: (v) => ({ position: v.position }),
  // No page of its own: the FAQ page, opened at the entry.
  viewHref: (row, locale) => `${href("faq", locale)}${typeof row.id === "number" ? `#faq-${row.id}` : ""}`,
};
