import { LOCALES, type Locale } from "~/i18n/locales";

export type SiteVariant = "main" | "developer" | "automotive";

/** Locales each site variant serves (SPEC §2.1). */
export const VARIANT_LOCALES: Record<SiteVariant, readonly Locale[]> = {
  main: LOCALES,
  developer: ["en"],
  automotive: ["en", "jp", "cn", "kr"],
};
