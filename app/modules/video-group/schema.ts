import { z } from "zod";
import { optionalImageSchema, type ModuleSchema } from "../common-schema";
import { videoIdOf } from "./video-address";

/**
 * SPEC §3.5 video item: url; §5.3 the URL is required. Only addresses with a video id play. A
 * video file of the media library (the SPEC §2.7 video picker) may stand instead of the address.
 */
export const videoItemSchema = z
  .object({
    url: z.string().trim().max(500).optional(),
    file: optionalImageSchema,
  })
  .superRefine((item, ctx) => {
    // An empty address reads "This field is required" (unless a file is chosen); one message per problem.
    if (!item.url && !item.file) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["url"], message: "This field is required" });
    else if (item.url && videoIdOf(item.url) === null) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["url"], message: "Enter a valid YouTube video address" });
  });

/** SPEC §9: at most 3 videos. */
export const videoGroupSchema = z.object({
  videos: z.array(videoItemSchema).min(1, "This field is required").max(3, "Reached the maximum of 3 items."),
});
export type VideoGroupData = z.infer<typeof videoGroupSchema>;

export const videoGroup = { schema: videoGroupSchema } satisfies ModuleSchema;
