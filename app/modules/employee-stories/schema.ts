import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const employeeStoriesSchema = z.object({});
export type EmployeeStoriesData = z.infer<typeof employeeStoriesSchema>;

export const employeeStories = { schema: employeeStoriesSchema } satisfies ModuleSchema;
