import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/content/meta";
import { listFaq } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { localized } from "~/lib/format";
import { sanitizeRichText } from "~/lib/sanitize.server";

/** FAQ as an accordion of <details> (works without JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, db, t, canonical } = screenRequest(request);
  const items = await listFaq(db);
  return {
    title: t("faq.title"),
    canonical,
    back: { href: href("support", locale), label: t("support.title") },
    items: items.map((item) => {
      const text = localized(item.content, locale);
      return { id: item.id, question: text?.question ?? "", answer: sanitizeRichText(text?.answer ?? "") };
    }),
  };
}

export const meta = contentMeta;

export default function Faq() {
  const { title, items, back } = useLoaderData<typeof loader>();
  return (
    <section className="container faq" aria-labelledby="faq-title">
      <p className="article__back">
        <Link to={back.href}>← {back.label}</Link>
      </p>
      <h1 id="faq-title">{title}</h1>
      <div className="accordion">
        {items.map((item) => (
          <details key={item.id} className="accordion__item">
            <summary className="accordion__summary">{item.question}</summary>
            <div className="accordion__body rich-text" dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
      </div>
    </section>
  );
}
