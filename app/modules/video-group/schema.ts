import { z } from "zod";
import type { ModuleSchema } from "../common-schema";
import { videoIdOf } from "./video-address";

/** SPEC §3.5 video item: url; §5.3 the URL is required. Only addresses with a video id play. */
export const videoItemSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "This field is required")
    .max(500)
    // An empty address already reads "This field is required"; one message per problem.
    .refine((url) => url === "" || videoIdOf(url) !== null, "Enter a valid YouTube video address"),
});

/** SPEC §9: at most 3 videos. */
export const videoGroupSchema = z.object({
  videos: z.array(videoItemSchema).min(1, "This field is required").max(3, "Reached the maximum of 3 items."),
});
export type VideoGroupData = z.infer<typeof videoGroupSchema>;

export const videoGroup = { schema: videoGroupSchema } satisfies ModuleSchema;
