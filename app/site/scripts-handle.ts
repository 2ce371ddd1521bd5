import type { UIMatch } from "@remix-run/react";

/** A route's `handle` may ask, from its loader data, for the site's scripts on its page. */
export type ScriptsHandle = { scripts?: (data: unknown) => boolean };

/** The handle of a screen that needs its scripts whatever its data (sign-in, the form thank-you screen). */
export const scriptsAlways: ScriptsHandle = { scripts: () => true };

/**
 * Whether a visitor's page loads the site's scripts: only when a matched route asks for them
 * (a CMS page with an enhanced module, sign-in, the form thank-you screen). Every other screen is complete HTML
 * (ADR 012, 016); root.tsx adds the editors, who always get them.
 */
export function pageNeedsScripts(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as ScriptsHandle | undefined;
    return typeof handle?.scripts === "function" && handle.scripts(match.data);
  });
}
