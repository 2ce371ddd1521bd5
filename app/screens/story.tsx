import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/article-view";
import { contentMeta } from "~/content/meta";
import { findStory, mediaUrls } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { localized } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, params, db, t, canonical } = screenRequest(request);
  const story = await findStory(db, params.slug);
  if (!story) throw new Response(null, { status: 404 });
  const text = localized(story.content, locale);
  const images = await mediaUrls(db, [story.visual_id]);
  return {
    title: text?.title ?? story.slug,
    description: text?.summary,
    canonical,
    html: sanitizeRichText(text?.body ?? ""),
    meta: [story.category, t(`stories.groups.${story.group_name}`)],
    image: story.visual_id && images.get(story.visual_id) ? { url: images.get(story.visual_id)!, alt: "" } : null,
    back: { href: href("stories", locale), label: t("stories.title") },
  };
}

export const meta = contentMeta;

export default function Story() {
  const data = useLoaderData<typeof loader>();
  return <ArticleView title={data.title} meta={data.meta} image={data.image} html={data.html} back={data.back} />;
}
