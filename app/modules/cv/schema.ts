import { z } from "zod";
import { idListSchema, type ModuleSchema } from "../common-schema";

export const cvSchema = z.object({
  /** Team members chosen with fetchCVs; none chosen shows the whole team. */
  members: idListSchema,
  /** A heading per organisation level when the members span several levels. Absent means off: an unticked checkbox posts nothing (editor.ts ticks it for new modules). */
  groupByLevel: z.boolean().default(false),
});
export type CvData = z.infer<typeof cvSchema>;

export const cv = { schema: cvSchema } satisfies ModuleSchema;
