import type { ModuleProps } from "../types";
import type { VideoGroupData } from "./schema";
import type { VideoGroupRows } from "./types";
import { videoIdOf } from "./video-address";
import { VideoFacade } from "./video-facade";

/** Video: one to three videos side by side (stacked on small screens): a click-to-load facade, or a library file. */
export function VideoGroup({ data, rows }: ModuleProps<VideoGroupData, VideoGroupRows | null | undefined>) {
  type Shown = { file: NonNullable<VideoGroupData["videos"][number]["file"]>; id: null; details: null } | { file: null; id: string; details: VideoGroupRows[number] | null };
  const videos = data.videos.slice(0, 3).flatMap((video, i): Shown[] => {
    if (video.file?.url) return [{ file: video.file, id: null, details: null }];
    const id = video.url ? videoIdOf(video.url) : null;
    return id ? [{ file: null, id, details: rows?.[i] ?? null }] : [];
  });
  if (videos.length === 0) return null;
  return (
    <ul className={`video-group video-group--${videos.length}`}>
      {videos.map((video, i) => (
        <li key={i} className="video-group__item">
          {video.file ? (
            <figure className="video-facade">
              {/* A file of the site's own media library: the browser's player, no third party, nothing loaded before play. */}
              <video className="video-facade__frame video-group__file" src={video.file.url} controls preload="none" aria-label={video.file.alt || undefined} />
            </figure>
          ) : (
            <VideoFacade videoId={video.id!} details={video.details} />
          )}
        </li>
      ))}
    </ul>
  );
}
