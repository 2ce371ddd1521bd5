import { useTranslation } from "react-i18next";
import { CopyButton } from "../shared/copy-button";
import { VideoFacadeFrame } from "../shared/video-facade";
import type { VideoDetails } from "./types";
import { VIDEO_PROVIDER, watchUrlOf } from "./video-address";

/** The provider's thumbnail; without one the frame shows its neutral placeholder. */
function posterOf(details: VideoDetails, alt: string) {
  if (!details.thumbnailUrl) return undefined;
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
  return (
    <figure className="video-facade">
      <VideoFacadeFrame
        videoId={videoId}
        title={title}
        label={t("videoGroup.play", { title })}
        poster={posterOf(details, details.title ?? tc("module.noAlt"))}
        className="video-facade__frame"
      />
      <figcaption className="video-facade__caption">
        <span className="video-facade__title">{title}</span>
        <CopyButton text={watchUrl} label={t("videoGroup.copyLink")} copiedLabel={t("videoGroup.linkCopied")} className="video-facade__copy" />
      </figcaption>
    </figure>
  );
}
