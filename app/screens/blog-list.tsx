import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { contentMeta } from "~/content/meta";
import { findAuthor, listBlogPosts, mediaUrls } from "~/content/queries.server";
import { listingOf } from "~/content/listing.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, localized, truncate } from "~/lib/format";

const TAGS = ["co2", "humidity", "flow", "air-quality", "automotive", "medical", "engineering"];

/** /newsroom/blog, filtered by /tag/{tag} or /author/{author}. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, route, params, paging, db, t, canonical } = screenRequest(request);
  const tag = route === "blogTag" ? params.tag : undefined;
  const author = route === "blogAuthor" ? await findAuthor(db, params.author) : undefined;
  if (route === "blogAuthor" && !author) throw new Response(null, { status: 404 });
  const page = await listBlogPosts(db, paging, { tag, author: author?.slug });
  const images = await mediaUrls(db, page.rows.map((r) => r.image_id));
  const title = tag ? t("blog.tagTitle", { tag }) : author ? t("blog.authorTitle", { author: author.name }) : t("blog.title");
  return {
    title,
    description: t("blog.intro"),
    canonical,
    locale,
    tag: tag ?? null,
    listing: listingOf(page, { title, intro: t("blog.intro") }, (row) => {
        const text = localized(row.content, locale);
        return {
          id: row.id,
          title: text?.title ?? row.slug,
          summary: truncate(text?.summary ?? ""),
          href: href("blogPost", locale, { post: row.slug }),
          meta: [formatDate(row.published_at, locale), row.author ?? ""].filter(Boolean),
          image: row.image_id && images.get(row.image_id) ? { url: images.get(row.image_id)!, alt: "" } : null,
        };
      }),
  };
}

export const meta = contentMeta;

export default function BlogList() {
  const { listing, locale, tag } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing
      data={listing}
      kind="news"
      filters={
        <nav className="filters" aria-label={t("blog.tags")}>
          <ul className="chips">
            <li>
              <Link to={href("blog", locale)} aria-current={tag === null ? "page" : undefined} className="chip">
                {t("all")}
              </Link>
            </li>
            {TAGS.map((name) => (
              <li key={name}>
                <Link to={href("blogTag", locale, { tag: name })} aria-current={tag === name ? "page" : undefined} className="chip">
                  #{name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
