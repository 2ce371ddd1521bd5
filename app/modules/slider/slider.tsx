import { useTranslation } from "react-i18next";
import { Carousel, type SlidesPerView } from "../shared/carousel";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { SlideData, SliderData } from "./schema";
import { SlideMedia } from "./slide-media";

/** SPEC §9 card slider: 4 per view, 3 at <=1200px, 2 at <=960px, 1 at <=576px. */
const CARD_SLIDER: SlidesPerView = { base: 4, 1200: 3, 960: 2, 576: 1 };

function SliderCard({ slide }: { slide: SlideData }) {
  const { t } = useTranslation("modules");
  const buttonText = slide.linkTitle || slide.link?.text || t("slider.more");
  return (
    <article className="slider-card">
      <SlideMedia
        slide={slide}
        className="slider-card__media"
        sizes="(max-width: 576px) 100vw, (max-width: 960px) 50vw, (max-width: 1200px) 33vw, 320px"
      />
      <div className="slider-card__content">
        <h3 className="slider-card__title">{slide.title}</h3>
        {slide.body ? <p className="slider-card__body">{slide.body}</p> : null}
        {slide.link ? (
          <SmartLink link={slide.link} className="button button--secondary button--small slider-card__button">
            {buttonText}
            {/* Every card's button often says the same ("Learn more"): its card's title tells them apart. */}
            {buttonText.includes(slide.title) ? null : <span className="visually-hidden">: {slide.title}</span>}
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}

/** Card slider: cards with an image or a video, a title, text and a button; autoplays with a progress bar. */
export function Slider({ data }: ModuleProps<SliderData>) {
  const { t } = useTranslation("modules");
  if (data.slides.length === 0) return null;
  return (
    <Carousel label={t("slider.label")} perView={CARD_SLIDER} autoplay className="slider">
      {data.slides.map((slide, i) => (
        <SliderCard key={i} slide={slide} />
      ))}
    </Carousel>
  );
}
