import { useTranslation } from "react-i18next";
import { Carousel, type SlidesPerView } from "../shared/carousel";
import { ModuleImage } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { MediaTeaserData, MediaTeaserItem } from "./schema";

/** SPEC §9 media teaser: 3 per view, 2 at <=960px, 1 at <=576px. */
const MEDIA_TEASERS: SlidesPerView = { base: 3, 960: 2, 576: 1 };

/** One teaser; with a link the whole teaser is that one link (no nested links). */
function Teaser({ item }: { item: MediaTeaserItem }) {
  const { t } = useTranslation("modules");
  return (
    <article className="media-teaser">
      <ModuleImage image={item.image} className="media-teaser__image" sizes="(max-width: 576px) 100vw, (max-width: 960px) 50vw, 420px" />
      <div className="media-teaser__content">
        {item.tag ? <p className="media-teaser__tag">{item.tag}</p> : null}
        <h3 className="media-teaser__title">
          {item.link ? (
            <SmartLink link={item.link} className="media-teaser__link">
              {item.title}
            </SmartLink>
          ) : (
            item.title
          )}
        </h3>
        {item.body ? <p className="media-teaser__body">{item.body}</p> : null}
        {item.link ? (
          <span className="media-teaser__more" aria-hidden="true">
            {item.linkTitle || t("mediaTeaser.more")} →
          </span>
        ) : null}
      </div>
    </article>
  );
}

/** Media teaser: image-led teasers with a tag, title, text and a button, three at a time. */
export function MediaTeaser({ data }: ModuleProps<MediaTeaserData>) {
  const { t } = useTranslation("modules");
  if (data.items.length === 0) return null;
  return (
    <Carousel label={t("mediaTeaser.label")} perView={MEDIA_TEASERS} className="media-teasers">
      {data.items.map((item, i) => (
        <Teaser key={i} item={item} />
      ))}
    </Carousel>
  );
}
