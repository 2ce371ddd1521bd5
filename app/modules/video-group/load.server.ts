import type { Logger } from "~/lib/logger.server";
import type { ModuleLoader } from "../loader-types";
import { oembedClient, type OembedClient } from "./oembed.server";
import type { VideoGroupData } from "./schema";
import type { VideoGroupRows } from "./types";
import { videoIdOf, watchUrlOf } from "./video-address";

/** Asks the provider about every video of the module at once; a failure gives null for that video. */
export async function loadVideoDetails(data: VideoGroupData, client: OembedClient, log: Logger): Promise<VideoGroupRows> {
  return Promise.all(
    data.videos.map((video) => {
      const id = video.url ? videoIdOf(video.url) : null; // a library file needs no provider
      return id ? client.lookup(watchUrlOf(id), log) : Promise.resolve(null);
    }),
  );
}

export const loadVideoGroup: ModuleLoader<VideoGroupData, VideoGroupRows> = (data, ctx) => loadVideoDetails(data, oembedClient(), ctx.log);
