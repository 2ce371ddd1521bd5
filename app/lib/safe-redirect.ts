/**
 * A same-site path to go to after an action, or the fallback: no scheme, no host, no
 * protocol-relative or backslash tricks (DESIGN.md §6: no open redirect).
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string") return fallback;
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  for (const candidate of [target, decoded]) {
    if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return fallback;
    if ([...candidate].some((c) => c.charCodeAt(0) < 0x20)) return fallback; // control characters
  }
  const url = new URL(target, "http://internal.invalid");
  return url.host === "internal.invalid" ? url.pathname + url.search + url.hash : fallback;
}
