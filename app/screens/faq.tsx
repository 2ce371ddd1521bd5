import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listFaq } from "~/content/faq.server";
import { contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { sanitizeRichText } from "~/lib/sanitize.server";

/** FAQ as an accordion of <details> (works without JavaScript). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, db, t, canonical } = screenRequest(args);
  const items = await listFaq(db, locale);
  return {
    title: t("faq.title"),
    description: t("faq.intro"),
    canonical,
    back: { href: href("support", locale), label: t("support.title") },
    items: items
      .filter((item) => item.text?.question)
      .map((item) => ({ id: item.id, question: item.text?.question ?? "", answer: sanitizeRichText(item.text?.answer ?? "") })),
  };
}

export const meta = contentMeta;

export default function Faq() {
  const { title, items, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <section className="container faq" aria-labelledby="faq-title">
      <p className="article__back">
        <Link to={back.href}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </p>
      <h1 id="faq-title">{title}</h1>
      <p className="listing__intro">{t("faq.intro")}</p>
      {items.length === 0 ? (
        <p className="listing__empty">{t("empty")}</p>
      ) : (
        <div className="accordion">
          {items.map((item) => (
            <details key={item.id} className="accordion__item" id={`faq-${item.id}`}>
              <summary className="accordion__summary">{item.question}</summary>
              <div className="accordion__body rich-text" dangerouslySetInnerHTML={{ __html: item.answer }} />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
