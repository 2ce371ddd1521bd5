import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { blogTags, findAuthor, listBlogPosts } from "~/content/blog.server";
import { listingOf } from "~/content/listing.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { contentMeta } from "~/content/meta";
import { pagedCanonical } from "~/content/paged.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, truncate } from "~/lib/format";

/** /newsroom/blog, narrowed by /tag/{tag} or /author/{author}. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, route, params, paging, db, t, canonical } = screenRequest(args);
  const tag = route === "blogTag" ? params.tag : undefined;
  const author = route === "blogAuthor" ? await findAuthor(db, locale, params.author) : undefined;
  if (route === "blogAuthor" && !author) throw new Response(null, { status: 404 });
  const [page, tags] = await Promise.all([listBlogPosts(db, locale, paging, { tag, author: author?.slug }), blogTags(db)]);
  const images = await mediaImages(db, locale, page.rows.map((r) => r.image_id));
  const title = tag ? t("blog.tagTitle", { tag }) : author ? t("blog.authorTitle", { author: author.name }) : t("blog.title");
  const intro = author?.text?.bio || t("blog.intro");
  return {
    title,
    description: intro,
    canonical: pagedCanonical(canonical, page.page),
    tag: tag ?? null,
    tags: [
      { name: null, href: href("blog", locale) },
      ...tags.map((name) => ({ name, href: href("blogTag", locale, { tag: name }) })),
    ],
    listing: listingOf(page, { title, intro }, (row) => ({
      id: row.id,
      title: row.text?.title ?? row.slug,
      summary: truncate(row.text?.summary ?? ""),
      href: href("blogPost", locale, { post: row.slug }),
      meta: [formatDate(row.published_at, locale), row.author ?? ""].filter(Boolean),
      image: imageOf(images, row.image_id),
    })),
  };
}

export const meta = contentMeta;

export default function BlogList() {
  const { listing, tags, tag } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing
      data={listing}
      kind="news"
      filters={
        <nav className="filters" aria-label={t("blog.tags")}>
          <ul className="chips">
            {tags.map((item) => (
              <li key={item.name ?? ""}>
                <Link to={item.href} aria-current={tag === item.name ? "page" : undefined} className="chip">
                  {item.name === null ? t("all") : `#${item.name}`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
