import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { listingOf } from "~/content/listing.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { contentMeta } from "~/content/meta";
import { listNews, NEWS_CATEGORIES, newsCategory, type NewsType } from "~/content/news.server";
import { pagedCanonical } from "~/content/paged.server";
import { screenRequest } from "~/content/screen.server";
import { href, type RouteName } from "~/i18n/route-table";
import { formatDate, truncate } from "~/lib/format";

/** Press releases and news (?category=0|1|2), the ad hoc page (category 2) and career news (0|1). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, route, url, paging, db, t, canonical } = screenRequest(args);
  const newsType: NewsType = route === "careerNews" ? "career" : "newsroom";
  const category = route === "adHoc" ? 2 : newsCategory(newsType, url.searchParams.get("category"));
  const page = await listNews(db, locale, paging, { newsType, category });
  const images = await mediaImages(db, locale, page.rows.map((r) => r.image_id));
  const detail: RouteName = newsType === "career" ? "careerNewsArticle" : "newsArticle";
  const title = route === "adHoc" ? t("news.adHocTitle") : route === "careerNews" ? t("news.careerTitle") : t("news.title");
  const intro = route === "adHoc" ? t("news.adHocIntro") : route === "careerNews" ? t("news.careerIntro") : t("news.intro");
  const base = href(route, locale);
  const categories: readonly string[] = NEWS_CATEGORIES[newsType];
  return {
    title,
    description: intro,
    canonical: pagedCanonical(canonical, page.page),
    filters:
      route === "adHoc"
        ? null
        : [
            { key: "all", label: t("all"), href: base, current: category === undefined },
            ...categories.map((name, index) => ({
              key: name,
              label: t(`news.categories.${name}`),
              href: href(route, locale, {}, { category: index }),
              current: category === index,
            })),
          ],
    listing: listingOf(page, { title, intro }, (row) => ({
      id: row.id,
      title: row.text?.title ?? row.slug,
      summary: truncate(row.text?.summary ?? ""),
      href: href(detail, locale, { slug: row.slug }),
      meta: [formatDate(row.published_at, locale), t(`news.categories.${categories[row.category] ?? categories[0]}`)],
      image: imageOf(images, row.image_id),
    })),
  };
}

export const meta = contentMeta;

export default function NewsList() {
  const { listing, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing
      data={listing}
      kind="news"
      filters={
        filters ? (
          <nav className="filters" aria-label={t("news.filter")}>
            <ul className="chips">
              {filters.map((f) => (
                <li key={f.key}>
                  <Link className="chip" to={f.href} aria-current={f.current ? "page" : undefined}>
                    {f.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null
      }
    />
  );
}
