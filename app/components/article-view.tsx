import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CardImage } from "./listing";
import { imageSrcSet } from "~/lib/image-srcset";
import { PreviewBanner } from "./preview-banner";

/** A detail page: back link, title, date and meta line, optional image, sanitized HTML body; a preview link's banner above. */
export function ArticleView({
  title,
  date,
  meta,
  image,
  html,
  back,
  variant,
  preview = false,
  children,
}: {
  title: string;
  date?: { iso: string; text: string };
  meta?: string[];
  image?: CardImage | null;
  /** Already sanitized in the loader (sanitizeRichText). */
  html?: string;
  back: { href: string; label: string };
  /** "product": a contained product photo instead of a cover image. */
  variant?: "product";
  /** Opened with a preview link (issue 25): the item's draft, said so above it. */
  preview?: boolean;
  children?: ReactNode;
}) {
  const metaLine = (meta ?? []).filter(Boolean);
  return (
    <>
      {preview ? <PreviewBanner /> : null}
      <article className={variant ? `article article--${variant} container` : "article container"}>
        <p className="article__back">
          <Link to={back.href}>
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        </p>
        <h1>{title}</h1>
        {date || metaLine.length ? (
          <p className="article__meta">
            {date ? <time dateTime={date.iso}>{date.text}</time> : null}
            {date && metaLine.length ? " · " : null}
            {metaLine.join(" · ")}
          </p>
        ) : null}
        {image ? (
          <img className="article__image" src={image.url} srcSet={imageSrcSet(image)} sizes="(max-width: 960px) 100vw, 960px" alt={image.alt} width={image.width ?? 1200} height={image.height ?? 675} />
        ) : null}
        {html ? <div className="rich-text article__body" dangerouslySetInnerHTML={{ __html: html }} /> : null}
        {children}
      </article>
    </>
  );
}
