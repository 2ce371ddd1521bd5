import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/article-view";
import { detailAlternates } from "~/content/local-slugs.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { findStory } from "~/content/stories.server";
import { href } from "~/i18n/route-table";
import { formatDate, isoDate } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { redirectOrNotFound } from "~/site/not-found.server";

export async function loader(args: LoaderFunctionArgs) {
  const { locale, site, params, db, t, canonical } = screenRequest(args);
  const story = await findStory(db, locale, params.slug);
  // A renamed story's old address answers 301 (content admin, issue 23); else 404.
  if (!story) throw await redirectOrNotFound(args);
  const alternates = detailAlternates({ route: "story", param: "slug", requested: params.slug, locale, site }, story.slugs);
  const images = await mediaImages(db, locale, [story.visual_id]);
  const title = story.text?.title ?? story.slug;
  return {
    title,
    description: story.text?.summary,
    canonical,
    alternates,
    html: sanitizeRichText(story.text?.body ?? ""),
    date: { iso: isoDate(story.publish_from), text: formatDate(story.publish_from, locale) },
    meta: [
      t(`stories.categories.${story.category}`, { defaultValue: story.category }),
      t(`stories.groups.${story.group_name}`, { defaultValue: story.group_name }),
      story.has_video ? t("stories.video") : "",
    ],
    image: imageOf(images, story.visual_id, title),
    back: { href: href("stories", locale), label: t("stories.title") },
  };
}

export const meta = contentMeta;

export default function Story() {
  const data = useLoaderData<typeof loader>();
  return <ArticleView title={data.title} date={data.date} meta={data.meta} image={data.image} html={data.html} back={data.back} />;
}
