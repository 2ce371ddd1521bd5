import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/article-view";
import { contentMeta } from "~/content/meta";
import { findNews, mediaUrls } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, localized } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, route, params, db, t, canonical } = screenRequest(request);
  const career = route === "careerNewsArticle";
  const article = await findNews(db, params.slug, career ? "career" : "newsroom");
  if (!article) throw new Response(null, { status: 404 });
  const text = localized(article.content, locale);
  const images = await mediaUrls(db, [article.image_id]);
  return {
    title: text?.title ?? article.slug,
    description: text?.summary,
    canonical,
    html: sanitizeRichText(text?.body ?? ""),
    meta: [formatDate(article.published_at, locale)],
    image: article.image_id && images.get(article.image_id) ? { url: images.get(article.image_id)!, alt: "" } : null,
    back: career ? { href: href("careerNews", locale), label: t("news.careerTitle") } : { href: href("news", locale), label: t("news.title") },
  };
}

export const meta = contentMeta;

export default function NewsArticle() {
  const data = useLoaderData<typeof loader>();
  return <ArticleView title={data.title} meta={data.meta} image={data.image} html={data.html} back={data.back} />;
}
