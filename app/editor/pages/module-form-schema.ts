import { z } from "zod";
import { headingSchema } from "~/modules/common-schema";
import type { ModuleType } from "~/modules/types";
import { moduleSchemas } from "~/modules/schemas.generated";
import { EDITOR_BACKGROUNDS, EDITOR_SPACINGS, EDITOR_WIDTHS } from "./layout-values";
import { validationMessage } from "../shell/validation-messages";

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
export function moduleFormSchema(type: ModuleType) {
  return z.object({
    data: moduleSchemas[type].schema,
    heading: headingSchema,
    layout: editorLayoutSchema,
  });
}

/**
 * zod's own messages in the editor's words (SPEC §5.3: a missing value reads 'This field is
 * required', never "Required" or "String must contain at most 8 character(s)"); translated where shown.
 */
export const editorErrorMap: z.ZodErrorMap = (issue) => ({ message: editorMessage(issue) });

function editorMessage(issue: z.ZodIssueOptionalMessage): string {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined" || issue.received === "null") return validationMessage("required");
      return validationMessage(issue.expected === "number" || issue.expected === "integer" ? "number" : "invalid");
    case z.ZodIssueCode.too_big:
      if (issue.type === "string") return validationMessage("maxLength", { n: Number(issue.maximum) });
      if (issue.type === "array") return validationMessage("maxItems", { n: Number(issue.maximum) });
      return validationMessage("invalid");
    case z.ZodIssueCode.too_small:
      if ((issue.type === "string" || issue.type === "array") && Number(issue.minimum) <= 1) return validationMessage("required");
      if (issue.type === "string") return validationMessage("minLength", { n: Number(issue.minimum) });
      return validationMessage("invalid");
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
    case z.ZodIssueCode.invalid_union_discriminator:
      return validationMessage("choice");
    case z.ZodIssueCode.invalid_string:
      if (issue.validation === "url") return validationMessage("url");
      if (issue.validation === "email") return validationMessage("email");
      return validationMessage("format");
    default:
      return validationMessage("invalid");
  }
}
