import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { contentMeta } from "~/content/meta";
import { listNews } from "~/content/queries.server";
import { listingOf } from "~/content/listing.server";
import { screenRequest } from "~/content/screen.server";
import { href, type RouteName } from "~/i18n/route-table";
import { formatDate, localized, truncate } from "~/lib/format";

/** SPEC §3.8: Newsroom categories News=0, Press release=1, Ad hoc news=2; Career news=0, Apprentice news=1. */
const CATEGORIES = { newsroom: ["news", "press", "adhoc"], career: ["career", "apprentice"] } as const;

/** Press releases and news (category filter), the ad hoc page (category 2) and career news. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, route, url, paging, db, t, canonical } = screenRequest(request);
  const newsType: keyof typeof CATEGORIES = route === "careerNews" ? "career" : "newsroom";
  const requested = url.searchParams.get("category");
  // A category that does not exist lists nothing (-1 matches no row).
  const category = route === "adHoc" ? 2 : requested ? (/^\d$/.test(requested) && Number(requested) < CATEGORIES[newsType].length ? Number(requested) : -1) : undefined;
  const validCategory = category;
  const page = await listNews(db, paging, { newsType, category: validCategory });
  const detail: RouteName = newsType === "career" ? "careerNewsArticle" : "newsArticle";
  const title = route === "adHoc" ? t("news.adHocTitle") : route === "careerNews" ? t("news.careerTitle") : t("news.title");
  return {
    title,
    canonical,
    locale,
    route,
    newsType,
    category: validCategory ?? null,
    listing: listingOf(page, { title, intro: route === "adHoc" ? t("news.adHocIntro") : t("news.intro") }, (row) => {
        const text = localized(row.content, locale);
        return {
          id: row.id,
          title: text?.title ?? row.slug,
          summary: truncate(text?.summary ?? ""),
          href: href(detail, locale, { slug: row.slug }),
          meta: [formatDate(row.published_at, locale), t(`news.categories.${CATEGORIES[newsType][row.category] ?? "news"}`)],
        };
      }),
  };
}

export const meta = contentMeta;

export default function NewsList() {
  const { listing, locale, route, newsType, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const base = href(route, locale);
  return (
    <Listing
      data={listing}
      kind="news"
      filters={
        route === "adHoc" ? null : (
          <nav className="filters" aria-label={t("news.filter")}>
            <ul className="chips">
              <li>
                <Link className="chip" to={base} aria-current={category === null ? "page" : undefined}>
                  {t("all")}
                </Link>
              </li>
              {CATEGORIES[newsType as keyof typeof CATEGORIES].map((name: string, index: number) => (
                <li key={name}>
                  <Link className="chip" to={`${base}?category=${index}`} aria-current={category === index ? "page" : undefined}>
                    {t(`news.categories.${name}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      }
    />
  );
}
