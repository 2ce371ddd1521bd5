import type { BuiltModuleType } from "./registry";

/**
 * Module types whose browser enhancement needs JavaScript: sliders (Splide), tabs, the stock chart,
 * click-to-load video, copy buttons, hover links between map pins and office entries, the
 * exclusive CV accordion and forms (captcha, live validation). Every one of them also works
 * without JavaScript; these are the ones that get better with it.
 */
const ENHANCED_TYPES: ReadonlySet<string> = new Set<BuiltModuleType>([
  "SLIDER",
  "FULL_WIDTH_SLIDER",
  "PRODUCT_SLIDER",
  "MEDIA_TEASER",
  "PARTNERS",
  "HIGHLIGHTS",
  "LATEST_EMPLOYEE_STORIES",
  "WAY_TO_START",
  "TAB",
  "MANUAL_TABS",
  "EQS_STOCK_CHART",
  "VIDEO_GROUP",
  "OFFICE_MAP",
  "COMPANY_LOCATION",
  "CONTACT_LOCATIONS",
  "CV",
  "CUSTOM_FORMS",
]);

/** Whether a page showing this module should load the site's JavaScript. */
export function moduleNeedsScript(module: { type: string; data: unknown }): boolean {
  if (module.type === "TEXT_BLOCK") return Boolean((module.data as { collapsible?: boolean } | null)?.collapsible);
  return ENHANCED_TYPES.has(module.type);
}
