import { href } from "~/i18n/route-table";
import { validationMessage } from "../../shell/validation-messages";
import type { ContentStore } from "../content-store";
import { NEWS_CATEGORIES } from "~/content/news-categories";
import { dateTimeValue, utcDate } from "../kinds/shared-fields";
import { mediaExists, ref, idOf, slugHref } from "./store-helpers.server";

/** News & press releases and career news: rows of news_articles of one news type. */
export function newsStore(newsType: "newsroom" | "career"): ContentStore {
  const categories: readonly string[] = NEWS_CATEGORIES[newsType];
  return {
    table: "news_articles",
    scope: { column: "news_type", value: newsType },
    columns: ["slug", "category", "published_at", "image_id"],
    dateColumn: "published_at",
    scheduleColumn: "published_at",
    toForm: (c) => ({ slug: c.slug, category: categories[Number(c.category)] ?? categories[0], publishedAt: c.published_at ? dateTimeValue(c.published_at as string) : "", image: ref(c.image_id) }),
    toColumns: (v) => ({ slug: v.slug, category: Math.max(0, categories.indexOf(String(v.category))), published_at: utcDate(String(v.publishedAt)).toISOString(), image_id: idOf(v.image), news_type: newsType }),
    viewHref: (row, locale) => slugHref(row, locale, (slug) => href(newsType === "career" ? "careerNewsArticle" : "newsArticle", locale, { slug })),
    checkRelations: async (trx, c): Promise<Record<string, string[]>> => ((await mediaExists(trx, c.image_id, ["image"])) ? {} : { image: [validationMessage("mediaMissing")] }),
  };
}
