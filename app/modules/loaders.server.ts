import type { Db } from "../../db";
import { isDatabaseUnavailable } from "../../db/unavailable";
import type { Locale } from "~/i18n/locales";
import { logger } from "~/lib/logger.server";
import type { SiteVariant } from "~/site/variants";
import { moduleLoaders } from "./loaders.generated.server";
import type { ModuleType, PageModule } from "./types";

/** What a module's server loader may read: the database and the visitor's locale and site. */
export type ModuleLoadContext = { db: Db; locale: Locale; site: SiteVariant };

/**
 * A module folder's `load.server.ts`: reads the rows the module shows (news, jobs, products…)
 * from its parsed data. The result reaches the renderer as `rows`; it must be plain JSON.
 */
export type ModuleLoader<Data = any, Rows = unknown> = (data: Data, ctx: ModuleLoadContext) => Promise<Rows>; // eslint-disable-line @typescript-eslint/no-explicit-any

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
      const load = moduleLoaders[module.type as ModuleType];
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
