import { useRouteLoaderData } from "@remix-run/react";
import type { clientResources } from "~/i18n/i18n.server";
import type { Locale } from "~/i18n/locales";
import type { Chrome } from "./chrome.server";
import type { SiteVariant } from "./variants";

/**
 * What the root loader (app/root.tsx) answers. Declared here rather than derived from the loader's
 * type, so that the site's components below the root do not import app/root.tsx back; the loader
 * builds a value of this type, so tsc still holds the two together.
 */
export type RootData = {
  locale: Locale;
  site: SiteVariant;
  locales: readonly Locale[];
  available: boolean;
  origin: string;
  chrome: Chrome;
  /** The signed-in editor: its name, and whether it manages the team (the toolbar's Team link). */
  editor: {
    name: string;
    manageUsers: boolean;
    /** Issue 44: the e-mail log link, and failed messages nobody has opened (the toolbar's notice). */
    mail: { log: boolean; failed: number };
    /** Issue 45: reviews waiting for its decision and changes requested of it (the toolbar's Inbox count). */
    inbox: number;
    /** Issue 47: the toolbar's Forms (may build forms) and Submissions (reads some form's) entries. */
    forms: { forms: boolean; submissions: boolean };
  } | null;
  i18n: ReturnType<typeof clientResources>;
};

/** The root loader's data (locale, site, chrome); undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
