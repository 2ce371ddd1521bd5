import { ModuleImage } from "../shared/module-image";
import type { ModuleProps } from "../types";
import type { QuoteData } from "./schema";

/** A quotation: portrait, the quote, and who said it (a figure whose caption names the speaker). */
export function Quote({ data }: ModuleProps<QuoteData>) {
  const hasCaption = Boolean(data.name || data.position);
  return (
    <figure className={data.image ? "quote quote--portrait" : "quote"}>
      {data.image ? <ModuleImage image={data.image} className="quote__portrait" sizes="10rem" /> : null}
      <blockquote className="quote__text">
        <svg className="quote__mark" viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false">
          <path
            d="M0 36V22C0 9.5 6.5 2.2 19.5 0l2 5C14 7 10.6 11 10.3 17H20v19H0Zm27 0V22C27 9.5 33.5 2.2 46.5 0l2 5C41 7 37.6 11 37.3 17H47v19H27Z"
            fill="currentColor"
          />
        </svg>
        <p>{data.quote}</p>
      </blockquote>
      {hasCaption ? (
        <figcaption className="quote__caption">
          {data.name ? <span className="quote__name">{data.name}</span> : null}
          {data.position ? <span className="quote__position">{data.position}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
