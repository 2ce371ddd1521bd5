import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

/**
 * Hosts whose pages may be framed (an address on one of them or a subdomain): the investor
 * relations provider's widgets. Anything else could put any site inside ours, so it is refused.
 */
export const EMBED_HOSTS = ["eqs.com", "eqs-cockpit.com", "eqs-news.com"] as const;
export const MAX_EMBEDS = 4;

export function isAllowedEmbedHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return EMBED_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

const embedUrlSchema = z
  .string()
  .trim()
  .min(1, "This field is required")
  .max(2000)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Enter a full address starting with https://" });
      return;
    }
    if (url.protocol !== "https:") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Enter a full address starting with https://" });
    } else if (url.username || url.password || !isAllowedEmbedHost(url.hostname)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Only addresses on ${EMBED_HOSTS.join(", ")} can be embedded` });
    }
  });

export const investorEmbedSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(100),
  url: embedUrlSchema,
  /** Frame height in CSS pixels: IR widgets do not resize themselves across origins. */
  height: z.number().int().min(200).max(3000).default(600),
});
export type InvestorEmbed = z.infer<typeof investorEmbedSchema>;

export const eqsInvestorsSchema = z.object({
  embeds: z.array(investorEmbedSchema).min(1, "At least one embed is required").max(MAX_EMBEDS, `Reached the maximum of ${MAX_EMBEDS} items.`),
});
export type EqsInvestorsData = z.infer<typeof eqsInvestorsSchema>;

export const eqsInvestors = { schema: eqsInvestorsSchema } satisfies ModuleSchema;
