import { Link } from "@remix-run/react";

/** A detail page: back link, title, meta line, optional image and sanitized HTML body. */
export function ArticleView({
  title,
  meta,
  image,
  html,
  back,
  children,
}: {
  title: string;
  meta?: string[];
  image?: { url: string; alt: string } | null;
  html?: string;
  back: { href: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <article className="article container">
      <p className="article__back">
        <Link to={back.href}>← {back.label}</Link>
      </p>
      <h1>{title}</h1>
      {meta?.length ? <p className="article__meta">{meta.join(" · ")}</p> : null}
      {image ? <img className="article__image" src={image.url} alt={image.alt} width={1200} height={675} /> : null}
      {html ? <div className="rich-text article__body" dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {children}
    </article>
  );
}
