import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CAROUSEL_MEDIA_PLAY_EVENT } from "../shared/carousel-autoplay";
import { ModuleImage } from "../shared/module-image";
import { useHydrated } from "../shared/use-hydrated";
import type { ImageValue } from "../types";
import { embedUrlOf, watchUrlOf } from "../video-group/video-address";

const PLAYER_ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";

/**
 * A slide's video as a click-to-load facade over the slide image: the provider's player loads
 * only when the visitor presses play (and then the slider stops autoplaying). Without
 * JavaScript it is a link to the video's page.
 */
export function SlideVideo({ videoId, title, image, className, sizes }: { videoId: string; title: string; image?: ImageValue; className: string; sizes: string }) {
  const { t } = useTranslation("modules");
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!playing) return;
    frame.current?.dispatchEvent(new CustomEvent(CAROUSEL_MEDIA_PLAY_EVENT, { bubbles: true }));
    player.current?.focus(); // the play button is gone; keep keyboard focus on the video
  }, [playing]);

  const poster = (
    <>
      {image ? <ModuleImage image={image} className="slide-video__poster" sizes={sizes} /> : <span className="slide-video__placeholder" />}
      <span className="slide-video__play" aria-hidden="true">
        <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
          <rect width="68" height="48" rx="12" fill="currentColor" />
          <path d="M27 14v20l18-10z" fill="#fff" />
        </svg>
      </span>
    </>
  );
  const label = t("slider.playVideo", { title });
  return (
    <div ref={frame} className={`slide-video ${className}`}>
      {playing ? (
        <iframe
          ref={player}
          className="slide-video__player"
          src={`${embedUrlOf(videoId)}?autoplay=1`}
          title={title}
          allow={PLAYER_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : hydrated ? (
        <button type="button" className="slide-video__start" aria-label={label} onClick={() => setPlaying(true)}>
          {poster}
        </button>
      ) : (
        <a className="slide-video__start" href={watchUrlOf(videoId)} aria-label={label}>
          {poster}
        </a>
      )}
    </div>
  );
}
