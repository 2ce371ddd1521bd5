import type { z } from "zod";
import { editorErrorMap } from "~/editor/pages/module-form-schema";

/**
 * A module schema's messages by dotted field path, as the editor shows them (with the editor's
 * error map: a missing value reads 'This field is required'). Empty when the data is valid.
 */
export function schemaErrors(schema: z.ZodTypeAny, data: unknown): Record<string, string[]> {
  const result = schema.safeParse(data, { errorMap: editorErrorMap });
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
