import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/article-view";
import { detailAlternates } from "~/content/local-slugs.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { itemPreview, previewData } from "~/content/item-preview.server";
import { contentHeaders, contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { findStory, findStoryPreview } from "~/content/stories.server";
import { href } from "~/i18n/route-table";
import { formatDate, isoDate } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { redirectOrNotFound } from "~/site/not-found.server";

export async function loader(args: LoaderFunctionArgs) {
  const { locale, site, params, db, t, canonical } = screenRequest(args);
  const preview = await itemPreview(args.context, args.request, { kind: "stories", locale, slug: params.slug });
  const story = await (preview ? findStoryPreview(db, locale, preview.itemId) : findStory(db, locale, params.slug));
  // A renamed story's old address answers 301 (content admin, issue 23); else 404.
  if (!story) throw await redirectOrNotFound(args);
  const alternates = detailAlternates({ route: "story", param: "slug", requested: params.slug, locale, site, preview: preview !== null }, story.slugs);
  const images = await mediaImages(db, locale, [story.visual_id]);
  const title = story.text?.title ?? story.slug;
  return previewData({
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
  }, preview);
}

export const meta = contentMeta;
export const headers = contentHeaders;

export default function Story() {
  const data = useLoaderData<typeof loader>();
  return <ArticleView preview={data.preview} title={data.title} date={data.date} meta={data.meta} image={data.image} html={data.html} back={data.back} />;
}
