import { useTranslation } from "react-i18next";
import { Carousel, type SlidesPerView } from "../shared/carousel";
import { ModuleImage } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { WayItem, WayToStartData } from "./schema";

/** SPEC §9 ways to start: 4 per view, 3 below 1200px, 2 below 960px, 1 below 576px, where it is a plain grid. */
const WAYS: SlidesPerView = { base: 4, 1200: 3, 960: 2, 576: 1 };

function Way({ item }: { item: WayItem }) {
  const { t } = useTranslation("modules");
  return (
    <article className="way">
      <ModuleImage image={item.image} className="way__image" sizes="(max-width: 576px) 100vw, (max-width: 960px) 50vw, (max-width: 1200px) 33vw, 320px" />
      <div className="way__content">
        <h3 className="way__title">{item.title}</h3>
        {item.body ? <p className="way__body">{item.body}</p> : null}
        {item.link ? (
          <SmartLink link={item.link} className="way__link">
            {item.linkTitle || item.link.text || t("wayToStart.more")} <span aria-hidden="true">→</span>
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}

/** Ways to start: a four-column slider of cards, a plain grid on phones. */
export function WayToStart({ data }: ModuleProps<WayToStartData>) {
  const { t } = useTranslation("modules");
  if (data.items.length === 0) return null;
  return (
    <Carousel label={t("wayToStart.label")} perView={WAYS} mobileGrid className="ways-to-start">
      {data.items.map((item, i) => (
        <Way key={i} item={item} />
      ))}
    </Carousel>
  );
}
