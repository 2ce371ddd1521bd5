import type { UIMatch } from "@remix-run/react";

/**
 * A route's `handle` may ask, from its loader data, for the site's scripts on its page, and say
 * which elements' coming near the screen (a CSS selector) should start them (ADR 018).
 */
export type ScriptsHandle = { scripts?: (data: unknown) => boolean; scriptsWhenNear?: (data: unknown) => string | undefined };

/** The handle of a screen that needs its scripts whatever its data (sign-in, the form thank-you screen). */
export const scriptsAlways: ScriptsHandle = { scripts: () => true };

/** The matched routes that ask for the scripts, with their handles. */
function routesAsking(matches: readonly UIMatch[]): { match: UIMatch; handle: ScriptsHandle }[] {
  return matches.flatMap((match) => {
    const handle = match.handle as ScriptsHandle | undefined;
    return typeof handle?.scripts === "function" && handle.scripts(match.data) ? [{ match, handle }] : [];
  });
}

/**
 * Whether a visitor's page loads the site's scripts: only when a matched route asks for them
 * (a CMS page with an enhanced module, sign-in, the form thank-you screen). Every other screen is complete HTML
 * (ADR 012, 016); root.tsx adds the editors, who always get them.
 */
export function pageNeedsScripts(matches: readonly UIMatch[]): boolean {
  return routesAsking(matches).length > 0;
}

/**
 * The elements whose coming near the screen starts the page's scripts, when every route asking
 * for them says which (a visitor's CMS page: its enhanced modules). Undefined: at once, after
 * the first paint.
 */
export function scriptsWhenNear(matches: readonly UIMatch[]): string | undefined {
  const selectors = routesAsking(matches).map(({ match, handle }) => handle.scriptsWhenNear?.(match.data));
  return selectors.length > 0 && selectors.every(Boolean) ? selectors.join(", ") : undefined;
}
