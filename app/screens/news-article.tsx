import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/article-view";
import { detailAlternates } from "~/content/local-slugs.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { itemPreview, previewData } from "~/content/item-preview.server";
import { contentHeaders, contentMeta } from "~/content/meta";
import { findNews, findNewsPreview, NEWS_CATEGORIES } from "~/content/news.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, isoDate } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { redirectOrNotFound } from "~/site/not-found.server";

/** A newsroom article or a career news article (404 when the slug is not of that kind); with a preview link, its draft (issue 25). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, site, route, params, db, t, canonical } = screenRequest(args);
  const career = route === "careerNewsArticle";
  const newsType = career ? "career" : "newsroom";
  const preview = await itemPreview(args.context, args.request, { kind: career ? "careerNews" : "news", locale, slug: params.slug });
  const article = await (preview ? findNewsPreview(db, locale, preview.itemId, newsType) : findNews(db, locale, params.slug, newsType));
  // A renamed article's old address answers 301 (content admin, issue 23); else 404.
  if (!article) throw await redirectOrNotFound(args);
  const alternates = detailAlternates({ route, param: "slug", requested: params.slug, locale, site, preview: preview !== null }, article.slugs);
  const images = await mediaImages(db, locale, [article.image_id]);
  const title = article.text?.title ?? article.slug;
  const categories: readonly string[] = NEWS_CATEGORIES[newsType];
  return previewData({
    title,
    description: article.text?.summary,
    canonical,
    alternates,
    html: sanitizeRichText(article.text?.body ?? ""),
    date: { iso: isoDate(article.published_at), text: formatDate(article.published_at, locale) },
    meta: [t(`news.categories.${categories[article.category] ?? categories[0]}`)],
    image: imageOf(images, article.image_id, title),
    back: career ? { href: href("careerNews", locale), label: t("news.careerTitle") } : { href: href("news", locale), label: t("news.title") },
  }, preview);
}

export const meta = contentMeta;
export const headers = contentHeaders;

export default function NewsArticle() {
  const data = useLoaderData<typeof loader>();
  return <ArticleView preview={data.preview} title={data.title} date={data.date} meta={data.meta} image={data.image} html={data.html} back={data.back} />;
}
