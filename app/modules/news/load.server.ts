import { listNews, NEWS_CATEGORIES } from "~/content/news.server";
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/route-table";
import { truncate } from "~/lib/format";
import type { ModuleLoader } from "../loader-types";
import { rowImages } from "../shared/row-images.server";
import type { NewsData } from "./schema";
import type { NewsRows } from "./news-rows";

/** The list page of a news type and category ('All': no filter; Ad hoc news has its own page). */
function listHref(data: NewsData, category: number | undefined, locale: Locale): string {
  if (data.newsType === "career") return href("careerNews", locale, {}, { category });
  if (data.category === "adhoc") return href("adHoc", locale);
  return href("news", locale, {}, { category });
}

/** NEWS: the newest published articles of one news type (and category), with their list page. */
export const loadNews: ModuleLoader<NewsData, NewsRows> = async (data, { db, locale }) => {
  const categories: readonly string[] = NEWS_CATEGORIES[data.newsType];
  const index = categories.indexOf(data.category);
  const category = index >= 0 ? index : undefined;
  const page = await listNews(db, locale, { page: 1, pageSize: data.limit }, { newsType: data.newsType, category });
  const images = await rowImages(db, locale, page.rows.map((row) => row.image_id));
  const detail = data.newsType === "career" ? "careerNewsArticle" : "newsArticle";
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      title: row.text?.title || row.slug,
      summary: truncate(row.text?.summary ?? ""),
      href: href(detail, locale, { slug: row.slug }),
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      date: new Date(row.published_at).toISOString(),
      category: categories[row.category] ?? categories[0],
    })),
    total: page.total,
    allHref: listHref(data, category, locale),
  };
};
