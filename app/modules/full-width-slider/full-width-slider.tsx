import { isInFirstScreen } from "../shared/module-image";
import { useTranslation } from "react-i18next";
import { Carousel, type SlidesPerView } from "../shared/carousel";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import { SlideMedia } from "../slider/slide-media";
import type { FullWidthSliderData } from "./schema";

const ONE_PER_VIEW: SlidesPerView = { base: 1 };

/** Full-width slider: one large slide at a time (image or video beside its text), autoplay with a progress bar. */
export function FullWidthSlider({ data, index }: ModuleProps<FullWidthSliderData>) {
  const { t } = useTranslation("modules");
  if (data.slides.length === 0) return null;
  return (
    <Carousel label={t("fullWidthSlider.label")} perView={ONE_PER_VIEW} autoplay className="full-width-slider">
      {data.slides.map((slide, i) => {
        const hasMedia = Boolean(slide.image || slide.videoUrl);
        return (
          <article key={i} className={`fw-slide${hasMedia ? "" : " fw-slide--text-only"}`}>
            <SlideMedia slide={slide} className="fw-slide__media" sizes="(max-width: 960px) 100vw, 60vw" priority={isInFirstScreen(index) && i === 0} />
            <div className="fw-slide__content">
              <h2 className="fw-slide__title">{slide.title}</h2>
              {slide.body ? <p className="fw-slide__body">{slide.body}</p> : null}
              {slide.link ? (
                <SmartLink link={slide.link} className="button fw-slide__button">
                  {slide.linkTitle || slide.link.text || t("fullWidthSlider.more")}
                </SmartLink>
              ) : null}
            </div>
          </article>
        );
      })}
    </Carousel>
  );
}
