import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "~/components/article-view";
import { findEvent, findEventPreview } from "~/content/events.server";
import { detailAlternates } from "~/content/local-slugs.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { itemPreview, previewData } from "~/content/item-preview.server";
import { contentHeaders, contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, isoDate } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { redirectOrNotFound } from "~/site/not-found.server";

/** A company event or webinar, or a career event (404 when the slug is not of that list). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, site, route, params, db, t, canonical } = screenRequest(args);
  const career = route === "careerEvent";
  const preview = await itemPreview(args.context, args.request, { kind: "events", locale, slug: params.slug });
  const event = await (preview ? findEventPreview(db, locale, preview.itemId, career ? "career" : "company") : findEvent(db, locale, params.slug, career ? "career" : "company"));
  // A renamed event's old address answers 301 (content admin, issue 23); else 404.
  if (!event) throw await redirectOrNotFound(args);
  const alternates = detailAlternates({ route, param: "slug", requested: params.slug, locale, site, preview: preview !== null }, event.slugs);
  const images = await mediaImages(db, locale, [event.image_id]);
  const title = event.text?.title ?? event.slug;
  const start = formatDate(event.starts_at, locale);
  const end = event.ends_at ? formatDate(event.ends_at, locale) : null;
  return previewData({
    title,
    description: event.text?.summary,
    canonical,
    alternates,
    html: sanitizeRichText(event.text?.body ?? ""),
    date: { iso: isoDate(event.starts_at), text: end && end !== start ? `${start} – ${end}` : start },
    meta: [event.location, event.kind === "webinar" ? t("events.webinar") : ""],
    image: imageOf(images, event.image_id, title),
    url: event.url,
    back: career ? { href: href("careerEvents", locale), label: t("events.careerTitle") } : { href: href("events", locale), label: t("events.title") },
  }, preview);
}

export const meta = contentMeta;
export const headers = contentHeaders;

export default function Event() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleView preview={data.preview} title={data.title} date={data.date} meta={data.meta} image={data.image} html={data.html} back={data.back}>
      {data.url ? (
        <p>
          <a className="button" href={data.url} rel="noopener noreferrer" target="_blank">
            {t("events.register")}
          </a>
        </p>
      ) : null}
    </ArticleView>
  );
}
