const BASE = "http://internal.invalid";

/**
 * A string that is a plain same-site path: it starts with one "/", holds no backslash and no
 * control character (tabs and newlines the URL parser would drop), and stays so once decoded.
 */
function isPlainPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false; // broken %-encoding
  }
  return [path, decoded].every(
    (candidate) =>
      candidate.startsWith("/") &&
      !candidate.startsWith("//") &&
      !candidate.includes("\\") &&
      ![...candidate].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
  );
}

/**
 * A same-site path to go to after an action, or the fallback: no scheme, no host, no
 * protocol-relative or backslash tricks (DESIGN.md §6: no open redirect). Both what came in and
 * what goes out are checked: the URL parser resolves dot segments, so `/.//evil.example` comes
 * out as `//evil.example` (issue 20.4); the answer is also a fixed point of that parser.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target.length > 4096 || !isPlainPath(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (!isPlainPath(path)) return fallback;
  const again = new URL(path, BASE);
  return again.origin === BASE && again.pathname + again.search + again.hash === path ? path : fallback;
}
