import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "~/components/article-view";
import { findBlogPost, findBlogPostPreview } from "~/content/blog.server";
import { detailAlternates } from "~/content/local-slugs.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { itemPreview, previewData } from "~/content/item-preview.server";
import { contentHeaders, contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, isoDate } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { redirectOrNotFound } from "~/site/not-found.server";

export async function loader(args: LoaderFunctionArgs) {
  const { locale, site, params, db, t, canonical } = screenRequest(args);
  const preview = await itemPreview(args.context, args.request, { kind: "blog", locale, slug: params.post });
  const post = await (preview ? findBlogPostPreview(db, locale, preview.itemId) : findBlogPost(db, locale, params.post));
  // A renamed post's old address answers 301 (content admin, issue 23); else 404.
  if (!post) throw await redirectOrNotFound(args);
  const alternates = detailAlternates({ route: "blogPost", param: "post", requested: params.post, locale, site, preview: preview !== null }, post.slugs);
  const images = await mediaImages(db, locale, [post.image_id]);
  const title = post.text?.title ?? post.slug;
  return previewData({
    title,
    description: post.text?.summary,
    canonical,
    alternates,
    html: sanitizeRichText(post.text?.body ?? ""),
    date: { iso: isoDate(post.published_at), text: formatDate(post.published_at, locale) },
    meta: post.author ? [post.author] : [],
    image: imageOf(images, post.image_id, title),
    tags: post.tags.map((tag) => ({ tag, href: href("blogTag", locale, { tag }) })),
    author: post.authorSlug ? { name: post.author ?? "", href: href("blogAuthor", locale, { author: post.authorSlug }) } : null,
    back: { href: href("blog", locale), label: t("blog.title") },
  }, preview);
}

export const meta = contentMeta;
export const headers = contentHeaders;

export default function BlogPost() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleView preview={data.preview} title={data.title} date={data.date} meta={data.meta} image={data.image} html={data.html} back={data.back}>
      <ul className="chips" aria-label={t("blog.tags")}>
        {data.tags.map((item) => (
          <li key={item.tag}>
            <Link className="chip" to={item.href}>
              #{item.tag}
            </Link>
          </li>
        ))}
        {data.author ? (
          <li>
            <Link className="chip" to={data.author.href}>
              {t("blog.moreBy", { author: data.author.name })}
            </Link>
          </li>
        ) : null}
      </ul>
    </ArticleView>
  );
}
