import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";
import { embedUrlOf, watchUrlOf } from "../video-group/video-address";

/** The player's permissions, as the provider's own embed code grants them. */
const PLAYER_ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";

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

/**
 * Click-to-load video frame: the provider's player (and its cookies and scripts) loads only when
 * the visitor presses play. Without JavaScript the poster is a plain link to the video's page.
 * `poster` is the image shown until then (a neutral placeholder without one); `onPlay` gets the
 * player once it is in the page (the slider uses it to stop autoplaying).
 */
export function VideoFacadeFrame({
  videoId,
  title,
  label,
  poster,
  className,
  onPlay,
}: {
  videoId: string;
  title: string;
  label: string;
  poster?: ReactNode;
  className: string;
  onPlay?: (player: HTMLIFrameElement) => void;
}) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const onPlayRef = useRef(onPlay);
  onPlayRef.current = onPlay;
  useEffect(() => {
    if (!playing || !player.current) return;
    onPlayRef.current?.(player.current);
    player.current.focus(); // the play button is gone; keep keyboard focus on the video
  }, [playing]);

  const face = (
    <>
      {poster ?? <span className="video-facade__placeholder" aria-hidden="true" />}
      <PlayIcon />
    </>
  );
  return (
    <div className={className}>
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
        <button type="button" className="video-facade__start" aria-label={label} onClick={() => setPlaying(true)}>
          {face}
        </button>
      ) : (
        <a className="video-facade__start" href={watchUrlOf(videoId)} aria-label={label}>
          {face}
        </a>
      )}
    </div>
  );
}
