import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, isoDate } from "~/lib/format";
import { RowCard, RowCardList } from "../shared/row-card";
import type { ModuleProps } from "../types";
import type { NewsRows } from "./news-rows";
import type { NewsData } from "./schema";

/**
 * News all: the newest articles of a news type (and category) as news cards (SPEC §9: 400px),
 * each with date, category and a summary cut at 75 characters, leading to the article; then a
 * link to the full list. No articles: a translated empty message.
 */
export function News({ data, locale, rows }: ModuleProps<NewsData, NewsRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const items = rows?.items ?? [];
  return (
    <div className="news-module">
      {items.length === 0 ? (
        <p className="news-module__empty">{t("news.empty")}</p>
      ) : (
        <RowCardList kind="news">
          {items.map((item) => (
            <RowCard
              key={item.id}
              card={item}
              meta={
                <>
                  <time dateTime={isoDate(item.date)}>{formatDate(item.date, locale)}</time>
                  {" · "}
                  {t(`news.categories.${item.category}`, { ns: "content" })}
                </>
              }
            />
          ))}
        </RowCardList>
      )}
      {data.showAllLink && rows ? (
        <p className="news-module__all">
          <Link to={rows.allHref} className="button button--secondary" prefetch="intent">
            {data.newsType === "career" ? t("news.allCareer") : t("news.all")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
