import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const linkHeroSchema = z.object({});
export type LinkHeroData = z.infer<typeof linkHeroSchema>;

export const linkHero = { schema: linkHeroSchema } satisfies ModuleSchema;
