import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "~/components/article-view";
import { contentMeta } from "~/content/meta";
import { findEvent } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, localized } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, route, params, db, t, canonical } = screenRequest(request);
  const career = route === "careerEvent";
  const event = await findEvent(db, params.slug, career ? "career" : "company");
  if (!event) throw new Response(null, { status: 404 });
  const text = localized(event.content, locale);
  const dates = [formatDate(event.starts_at, locale), event.ends_at ? formatDate(event.ends_at, locale) : null].filter(Boolean).join(" – ");
  return {
    title: text?.title ?? event.slug,
    description: text?.summary,
    canonical,
    html: sanitizeRichText(text?.body ?? ""),
    meta: [dates, event.location],
    url: event.url,
    back: career ? { href: href("careerEvents", locale), label: t("events.careerTitle") } : { href: href("events", locale), label: t("events.title") },
  };
}

export const meta = contentMeta;

export default function Event() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <ArticleView title={data.title} meta={data.meta} html={data.html} back={data.back}>
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
