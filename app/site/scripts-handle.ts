import type { UIMatch } from "@remix-run/react";

/** A route's `handle` may say, from its loader data, that its page needs no JavaScript. */
export type ScriptsHandle = { scripts?: (data: unknown) => boolean };

/** Whether the page loads the site's scripts: yes unless a matched route says it needs none. */
export function pageNeedsScripts(matches: readonly UIMatch[]): boolean {
  return matches.every((match) => {
    const handle = match.handle as ScriptsHandle | undefined;
    return typeof handle?.scripts !== "function" || handle.scripts(match.data);
  });
}
