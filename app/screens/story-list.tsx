import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm } from "~/components/filter-form";
import { Listing } from "~/components/listing";
import { listingOf } from "~/content/listing.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { contentMeta } from "~/content/meta";
import { pagedCanonical } from "~/content/paged.server";
import { screenRequest } from "~/content/screen.server";
import { listStories, storyFilters } from "~/content/stories.server";
import { href } from "~/i18n/route-table";
import { truncate } from "~/lib/format";

/** Employee stories, filtered by group and category (GET form, no JavaScript needed). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, url, paging, db, t, canonical } = screenRequest(args);
  // Unknown values are passed on: they match nothing and the empty state shows.
  const group = url.searchParams.get("group") || undefined;
  const category = url.searchParams.get("category") || undefined;
  const [page, options] = await Promise.all([listStories(db, locale, paging, { group, category }), storyFilters(db)]);
  const images = await mediaImages(db, locale, page.rows.map((r) => r.visual_id));
  const title = t("stories.title");
  const groupLabel = (g: string) => t(`stories.groups.${g}`, { defaultValue: g });
  const categoryLabel = (c: string) => t(`stories.categories.${c}`, { defaultValue: c });
  return {
    title,
    description: t("stories.intro"),
    canonical: pagedCanonical(canonical, page.page),
    group: group ?? "",
    category: category ?? "",
    groups: options.groups.map((g) => ({ value: g, label: groupLabel(g) })),
    categories: options.categories.map((c) => ({ value: c, label: categoryLabel(c) })),
    listing: listingOf(page, { title, intro: t("stories.intro") }, (row) => ({
      id: row.id,
      title: row.text?.title ?? row.slug,
      summary: truncate(row.text?.summary ?? ""),
      href: href("story", locale, { slug: row.slug }),
      meta: [categoryLabel(row.category), groupLabel(row.group_name), row.has_video ? t("stories.video") : ""].filter(Boolean),
      image: imageOf(images, row.visual_id),
    })),
  };
}

export const meta = contentMeta;

export default function StoryList() {
  const { listing, group, category, groups, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing
      data={listing}
      empty={t("stories.empty")}
      filters={
        <FilterForm
          id="stories"
          selects={[
            { name: "group", label: t("stories.group"), value: group, options: groups },
            { name: "category", label: t("stories.category"), value: category, options: categories },
          ]}
        />
      }
    />
  );
}
