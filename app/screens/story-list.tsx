import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
        <Form method="get" className="filters filters--form">
          <label htmlFor="story-group">{t("stories.group")}</label>
          <select id="story-group" name="group" defaultValue={group}>
            <option value="">{t("all")}</option>
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`stories.groups.${g}`)}
              </option>
            ))}
          </select>
          <label htmlFor="story-category">{t("stories.category")}</label>
          <select id="story-category" name="category" defaultValue={category}>
            <option value="">{t("all")}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`stories.categories.${c}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--small">
            {t("filter")}
          </button>
        </Form>
      }
    />
  );
}
