import type { Db } from "../../db";
import { isDatabaseUnavailable } from "../../db/unavailable";
import type { Locale } from "~/i18n/locales";
import { logger } from "~/lib/logger.server";
import type { SiteVariant } from "~/site/variants";
import type { BuiltModuleType } from "./registry";
import type { PageModule } from "./types";
import { loadSoftwareDownloads } from "./software-downloads/load.server";
import { loadDocumentCategories } from "./document-categories/load.server";
import { loadContactLocations } from "./contact-locations/load.server";
import { loadCompanyLocation } from "./company-location/load.server";
import { loadOfficeMap } from "./office-map/load.server";
import { loadProductSlider } from "./product-slider/load.server";
import { loadProductTable } from "./product-table/load.server";
import { loadProductDetails } from "./product-details/load.server";
import { loadWebinars } from "./webinars/load.server";
import { loadNews } from "./news/load.server";
import { loadEvents } from "./events/load.server";
import { loadCv } from "./cv/load.server";
import { loadHighlights } from "./highlights/load.server";
import { loadJobOpenings } from "./job-openings/load.server";
import { loadLatestEmployeeStories } from "./latest-employee-stories/load.server";
import { loadEmployeeStories } from "./employee-stories/load.server";
import { loadEqsStockChart } from "./eqs-stock-chart/load.server";
import { loadCustomForms } from "./custom-forms/load.server";
import { loadVideoGroup } from "./video-group/load.server";
import { loadCorresponding } from "./corresponding/load.server";

/** What a module's server loader may read: the database and the visitor's locale and site. */
export type ModuleLoadContext = { db: Db; locale: Locale; site: SiteVariant };

/**
 * A module folder's `load.server.ts`: reads the rows the module shows (news, jobs, products…)
 * from its parsed data. The result reaches the renderer as `rows`; it must be plain JSON.
 */
export type ModuleLoader<Data = any, Rows = unknown> = (data: Data, ctx: ModuleLoadContext) => Promise<Rows>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Server loaders by module type, for the types that show database rows. */
export const moduleLoaders: Partial<Record<BuiltModuleType, ModuleLoader>> = {
  SOFTWARE_DOWNLOADS: loadSoftwareDownloads,
  DOCUMENT_CATEGORIES: loadDocumentCategories,
  CONTACT_LOCATIONS: loadContactLocations,
  COMPANY_LOCATION: loadCompanyLocation,
  OFFICE_MAP: loadOfficeMap,
  PRODUCT_SLIDER: loadProductSlider,
  PRODUCT_TABLE: loadProductTable,
  PRODUCT_DETAILS: loadProductDetails,
  WEBINARS: loadWebinars,
  NEWS: loadNews,
  EVENTS: loadEvents,
  CV: loadCv,
  HIGHLIGHTS: loadHighlights,
  JOB_OPENINGS: loadJobOpenings,
  LATEST_EMPLOYEE_STORIES: loadLatestEmployeeStories,
  EMPLOYEE_STORIES: loadEmployeeStories,
  EQS_STOCK_CHART: loadEqsStockChart,
  CUSTOM_FORMS: loadCustomForms,
  VIDEO_GROUP: loadVideoGroup,
  CORRESPONDING: loadCorresponding,
};

/**
 * Runs every module's loader in parallel. A loader that throws drops its module from the page
 * (logged) instead of failing the page, except when the database is unavailable: then the page
 * fails (its localized 503 with Retry-After), rather than answering, and letting caches keep, a
 * page without its form, news or products, and a form post its page without the form and the
 * typed values (ADR 029).
 */
export async function loadModuleRows(modules: PageModule[], ctx: ModuleLoadContext): Promise<PageModule[]> {
  const loaded = await Promise.all(
    modules.map(async (module) => {
      const load = moduleLoaders[module.type as BuiltModuleType];
      if (!load) return module;
      try {
        return { ...module, rows: await load(module.data, ctx) };
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        logger.error({ err: error }, `[modules] ${module.type} (${module.id}) failed to load its rows; not rendered`);
        return null;
      }
    }),
  );
  return loaded.filter((m): m is PageModule => m !== null);
}
