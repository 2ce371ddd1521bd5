import { enhancedTypes } from "./browser.generated";
import type { ModuleType } from "./types";

/**
 * Whether a page showing this module should load the site's JavaScript: its definition is
 * `enhanced` (sliders, tabs, the stock chart, click-to-load video, copy buttons, map pins, the
 * CV accordion, forms), or names a data field that is set (a collapsible text block). Every
 * module also works without JavaScript; these are the ones that get better with it.
 */
export function moduleNeedsScript(module: { type: string; data: unknown }): boolean {
  const enhanced = Object.prototype.hasOwnProperty.call(enhancedTypes, module.type) ? enhancedTypes[module.type as ModuleType] : undefined;
  if (typeof enhanced === "string") return Boolean((module.data as Record<string, unknown> | null)?.[enhanced]);
  return enhanced === true;
}
