import type { ModuleProps } from "../types";
import type { VideoGroupData } from "./schema";
import type { VideoGroupRows } from "./types";
import { videoIdOf } from "./video-address";
import { VideoFacade } from "./video-facade";

/** Video: one to three videos side by side (stacked on small screens), each a click-to-load facade. */
export function VideoGroup({ data, rows }: ModuleProps<VideoGroupData, VideoGroupRows | null | undefined>) {
  const videos = data.videos
    .slice(0, 3)
    .map((video, i) => ({ id: videoIdOf(video.url), details: rows?.[i] ?? null }))
    .filter((video): video is { id: string; details: (typeof video)["details"] } => video.id !== null);
  if (videos.length === 0) return null;
  return (
    <ul className={`video-group video-group--${videos.length}`}>
      {videos.map((video, i) => (
        <li key={i} className="video-group__item">
          <VideoFacade videoId={video.id} details={video.details} />
        </li>
      ))}
    </ul>
  );
}
