import { z } from "zod";
import { validationMessage } from "../shell/validation-messages";

export const SOURCE_MAX = 500;
export const TARGET_MAX = 2000;

/** An old address of this site: a path starting with one "/", without query or fragment. */
const SOURCE_PATTERN = /^\/(?![/\\])[^?#\s]*$/;

/** Where it goes: a path of this site (query and fragment allowed) or an absolute http(s) address. */
function isRedirectTarget(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The Add redirect form, the same on the client (conform) and the server (issue 22). */
export const redirectSchema = z.object({
  source: z.string().trim().min(1).max(SOURCE_MAX).regex(SOURCE_PATTERN, { message: validationMessage("redirectSourceFormat") }),
  target: z.string().trim().min(1).max(TARGET_MAX).refine(isRedirectTarget, { message: validationMessage("redirectTarget") }),
});

export type RedirectInput = z.infer<typeof redirectSchema>;
