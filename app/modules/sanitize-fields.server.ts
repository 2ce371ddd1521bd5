import { sanitizeRichText } from "~/lib/sanitize.server";

/** Sanitizes, in place, the rich-text fields a module schema lists ("body", "items.*.body"). */
export function sanitizeRichTextFields(data: Record<string, unknown>, paths: readonly string[]): void {
  for (const path of paths) sanitizeAt(data, path.split("."));
}

function sanitizeAt(target: unknown, path: string[]): void {
  if (target === null || typeof target !== "object") return;
  const [key, ...rest] = path;
  if (key === "*") {
    if (Array.isArray(target)) target.forEach((item) => sanitizeAt(item, rest));
    return;
  }
  const record = target as Record<string, unknown>;
  if (rest.length) sanitizeAt(record[key], rest);
  else if (typeof record[key] === "string") record[key] = sanitizeRichText(record[key] as string);
}
