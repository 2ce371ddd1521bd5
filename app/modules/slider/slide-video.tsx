import { useTranslation } from "react-i18next";
import { CAROUSEL_MEDIA_PLAY_EVENT } from "../shared/carousel-autoplay";
import { ModuleImage } from "../shared/module-image";
import { VideoFacadeFrame } from "../shared/video-facade";
import type { ImageValue } from "../types";

function stopSliderAutoplay(player: HTMLIFrameElement) {
  player.dispatchEvent(new CustomEvent(CAROUSEL_MEDIA_PLAY_EVENT, { bubbles: true }));
}

/**
 * A slide's video as a click-to-load facade over the slide image: the provider's player loads
 * only when the visitor presses play (and then the slider stops autoplaying). Without
 * JavaScript it is a link to the video's page.
 */
export function SlideVideo({ videoId, title, image, className, sizes }: { videoId: string; title: string; image?: ImageValue; className: string; sizes: string }) {
  const { t } = useTranslation("modules");
  return (
    <VideoFacadeFrame
      videoId={videoId}
      title={title}
      label={t("slider.playVideo", { title })}
      poster={image ? <ModuleImage image={image} className="video-facade__poster" sizes={sizes} /> : undefined}
      className={`slide-video ${className}`}
      onPlay={stopSliderAutoplay}
    />
  );
}
