import { z } from "zod";
import { headingSchema } from "~/modules/common-schema";
import type { BuiltModuleType } from "~/modules/registry";
import { moduleSchemas } from "~/modules/schemas";
import { EDITOR_BACKGROUNDS, EDITOR_SPACINGS, EDITOR_WIDTHS } from "./layout-values";

export const editorLayoutSchema = z.object({
  background: z.enum(EDITOR_BACKGROUNDS).default("White"),
  spaceLayoutTop: z.enum(EDITOR_SPACINGS).default("medium"),
  spaceLayoutBottom: z.enum(EDITOR_SPACINGS).default("medium"),
  width: z.enum(EDITOR_WIDTHS).default("wide"),
});

/**
 * The module editor form's schema, the same on the client (conform) and the server: the
 * module's own data under `data.`, the common heading under `heading.`, layout under `layout.`.
 */
export function moduleFormSchema(type: BuiltModuleType) {
  return z.object({
    data: moduleSchemas[type].schema,
    heading: headingSchema,
    layout: editorLayoutSchema,
  });
}

/** SPEC §5.3: a missing required value reads 'This field is required', not zod's "Required". */
export const editorErrorMap: z.ZodErrorMap = (issue, ctx) => {
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === "undefined") {
    return { message: "This field is required" };
  }
  return { message: ctx.defaultError };
};
