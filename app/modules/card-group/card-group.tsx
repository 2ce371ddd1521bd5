import { ModuleImage } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { CardGroupData } from "./schema";

/** Cards / CTA: up to four cards; a card with a link is one link (no nested links). */
export function CardGroup({ data }: ModuleProps<CardGroupData>) {
  return (
    <ul className={`card-group card-group--${data.cards.length}`}>
      {data.cards.map((card, i) => (
        <li key={i} className="card">
          {card.image ? <ModuleImage image={card.image} className="card__image" sizes="(max-width: 768px) 100vw, 25vw" /> : null}
          <div className="card__content">
            {card.tag ? <p className="card__tag">{card.tag}</p> : null}
            <h3 className="card__title">
              {card.link ? (
                <SmartLink link={card.link} className="card__link">
                  {card.title}
                </SmartLink>
              ) : (
                card.title
              )}
            </h3>
            {card.body ? <p className="card__body">{card.body}</p> : null}
            {card.link && card.linkTitle ? (
              <span className="card__more" aria-hidden="true">
                {card.linkTitle} →
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
