import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm } from "~/components/filter-form";
import { Listing } from "~/components/listing";
import { contentMeta } from "~/content/meta";
import { listStories, mediaUrls } from "~/content/queries.server";
import { listingOf } from "~/content/listing.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { localized, truncate } from "~/lib/format";

const GROUPS = ["Employees", "Apprentices"];
const CATEGORIES = ["Engineering", "Operations", "Sales"];

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, url, paging, db, t, canonical } = screenRequest(request);
  // Unknown values are passed on: they match nothing and the empty state shows.
  const group = url.searchParams.get("group") || undefined;
  const category = url.searchParams.get("category") || undefined;
  const page = await listStories(db, paging, { group, category });
  const images = await mediaUrls(db, page.rows.map((r) => r.visual_id));
  const title = t("stories.title");
  return {
    title,
    canonical,
    group: group ?? "",
    category: category ?? "",
    listing: listingOf(page, { title, intro: t("stories.intro") }, (row) => {
        const text = localized(row.content, locale);
        return {
          id: row.id,
          title: text?.title ?? row.slug,
          summary: truncate(text?.summary ?? ""),
          href: href("story", locale, { slug: row.slug }),
          meta: [row.category, row.has_video ? t("stories.video") : ""].filter(Boolean),
          image: row.visual_id && images.get(row.visual_id) ? { url: images.get(row.visual_id)!, alt: "" } : null,
        };
      }),
  };
}

export const meta = contentMeta;

export default function StoryList() {
  const { listing, group, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing
      data={listing}
      empty={t("stories.empty")}
      filters={
        <FilterForm
          id="stories"
          selects={[
            { name: "group", label: t("stories.group"), value: group, options: GROUPS.map((g) => ({ value: g, label: t(`stories.groups.${g}`) })) },
            {
              name: "category",
              label: t("stories.category"),
              value: category,
              options: CATEGORIES.map((c) => ({ value: c, label: t(`stories.categories.${c}`) })),
            },
          ]}
        />
      }
    />
  );
}
