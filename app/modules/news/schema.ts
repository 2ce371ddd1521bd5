import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

/** SPEC §3.8 news types. */
export const NEWS_TYPES = ["newsroom", "career"] as const;
export type NewsModuleType = (typeof NEWS_TYPES)[number];

/**
 * SPEC §3.8 categories per news type, in their numbering (Newsroom: News=0, Press release=1,
 * Ad hoc news=2; Career: Career news=0, Apprentice news=1), plus 'All' for both. Stored by
 * name so one select can offer them all; the index in the list is the SPEC number.
 */
export const NEWS_MODULE_CATEGORIES = {
  newsroom: ["news", "press", "adhoc"],
  career: ["career", "apprentice"],
} as const satisfies Record<NewsModuleType, readonly string[]>;
export const NEWS_CATEGORY_VALUES = ["all", ...NEWS_MODULE_CATEGORIES.newsroom, ...NEWS_MODULE_CATEGORIES.career] as const;
export type NewsCategoryValue = (typeof NEWS_CATEGORY_VALUES)[number];

/** How many articles the module may show; the full list is one link away. */
export const NEWS_LIMITS = [3, 6, 9, 12] as const;

export const CATEGORY_MISMATCH = "This category does not belong to the selected news type";

export const newsSchema = z
  .object({
    newsType: z.enum(NEWS_TYPES).default("newsroom"),
    category: z.enum(NEWS_CATEGORY_VALUES).default("all"),
    limit: z.number().int().min(1).max(12).default(3),
    /**
     * A link to the full news list of the same type and category. An unticked checkbox is absent
     * from the form, so absent must mean false (new modules start ticked: editor.ts defaults).
     */
    showAllLink: z.boolean().default(false),
  })
  .superRefine((data, ctx) => {
    const allowed: readonly string[] = NEWS_MODULE_CATEGORIES[data.newsType];
    if (data.category !== "all" && !allowed.includes(data.category)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["category"], message: CATEGORY_MISMATCH });
    }
  });
export type NewsData = z.infer<typeof newsSchema>;

export const news = { schema: newsSchema } satisfies ModuleSchema;
