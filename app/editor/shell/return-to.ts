import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * The page an editor form came from (`returnTo`: path and query of the page the editor was on).
 * Only a same-site path is taken (the checks of safeRedirectPath, on the normalised path too);
 * anything else is null.
 */
export function parseReturnTo(value: unknown): { pathname: string; search: string } | null {
  const path = safeRedirectPath(value, "");
  if (!path) return null;
  const url = new URL(path, "http://return-to.invalid");
  return { pathname: url.pathname, search: url.search };
}
