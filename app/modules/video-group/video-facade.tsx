import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../shared/copy-button";
import { useHydrated } from "../shared/use-hydrated";
import type { VideoDetails } from "./types";
import { embedUrlOf, VIDEO_PROVIDER, watchUrlOf } from "./video-address";

/** The player's permissions, as the provider's own embed code grants them. */
const PLAYER_ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture";

function PlayIcon() {
  return (
    <span className="video-facade__play" aria-hidden="true">
      <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
        <rect width="68" height="48" rx="12" fill="currentColor" />
        <path d="M27 14v20l18-10z" fill="#fff" />
      </svg>
    </span>
  );
}

function Poster({ details, alt }: { details: VideoDetails; alt: string }) {
  if (!details.thumbnailUrl) return <span className="video-facade__placeholder" aria-hidden="true" />;
  return (
    <img
      className="video-facade__poster"
      src={details.thumbnailUrl}
      alt={alt}
      width={details.thumbnailWidth}
      height={details.thumbnailHeight}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * Click-to-load video: the provider's player (and its cookies and scripts) loads only when the
 * visitor presses play. Without JavaScript the poster is a plain link to the video's page; when
 * the provider gave no details (private, removed, or not answering) only that link is shown.
 */
export function VideoFacade({ videoId, details }: { videoId: string; details: VideoDetails | null }) {
  const { t } = useTranslation("modules");
  const { t: tc } = useTranslation("common");
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus(); // the play button is gone; keep keyboard focus on the video
  }, [playing]);

  const watchUrl = watchUrlOf(videoId);
  const provider = details?.providerName ?? VIDEO_PROVIDER;

  if (!details) {
    return (
      <figure className="video-facade video-facade--link-only">
        <a className="video-facade__frame video-facade__link-only" href={watchUrl}>
          <span className="video-facade__placeholder" aria-hidden="true" />
          <span className="video-facade__link-text">{t("videoGroup.watchOn", { provider })}</span>
        </a>
      </figure>
    );
  }

  const title = details.title ?? t("videoGroup.untitled");
  const playLabel = t("videoGroup.play", { title });
  const poster = (
    <>
      <Poster details={details} alt={details.title ?? tc("module.noAlt")} />
      <PlayIcon />
    </>
  );
  return (
    <figure className="video-facade">
      <div className="video-facade__frame">
        {playing ? (
          <iframe
            ref={player}
            className="video-facade__player"
            src={`${embedUrlOf(videoId)}?autoplay=1`}
            title={title}
            allow={PLAYER_ALLOW}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : hydrated ? (
          <button type="button" className="video-facade__start" aria-label={playLabel} onClick={() => setPlaying(true)}>
            {poster}
          </button>
        ) : (
          <a className="video-facade__start" href={watchUrl} aria-label={playLabel}>
            {poster}
          </a>
        )}
      </div>
      <figcaption className="video-facade__caption">
        <span className="video-facade__title">{title}</span>
        <CopyButton text={watchUrl} label={t("videoGroup.copyLink")} copiedLabel={t("videoGroup.linkCopied")} className="video-facade__copy" />
      </figcaption>
    </figure>
  );
}
