import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/article-view";
import { contentMeta } from "~/content/meta";
import { findBlogPost, mediaUrls } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, localized } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, params, db, t, canonical } = screenRequest(request);
  const post = await findBlogPost(db, params.post);
  if (!post) throw new Response(null, { status: 404 });
  const text = localized(post.content, locale);
  const images = await mediaUrls(db, [post.image_id]);
  return {
    title: text?.title ?? post.slug,
    description: text?.summary,
    canonical,
    html: sanitizeRichText(text?.body ?? ""),
    meta: [formatDate(post.published_at, locale), post.author ?? ""].filter(Boolean),
    image: post.image_id && images.get(post.image_id) ? { url: images.get(post.image_id)!, alt: "" } : null,
    tags: post.tags.map((tag) => ({ tag, href: href("blogTag", locale, { tag }) })),
    author: post.authorSlug ? { name: post.author ?? "", href: href("blogAuthor", locale, { author: post.authorSlug }) } : null,
    back: { href: href("blog", locale), label: t("blog.title") },
  };
}

export const meta = contentMeta;

export default function BlogPost() {
  const data = useLoaderData<typeof loader>();
  return (
    <ArticleView title={data.title} meta={data.meta} image={data.image} html={data.html} back={data.back}>
      <ul className="chips">
        {data.tags.map((t) => (
          <li key={t.tag}>
            <Link className="chip" to={t.href}>
              #{t.tag}
            </Link>
          </li>
        ))}
        {data.author ? (
          <li>
            <Link className="chip" to={data.author.href}>
              {data.author.name}
            </Link>
          </li>
        ) : null}
      </ul>
    </ArticleView>
  );
}
