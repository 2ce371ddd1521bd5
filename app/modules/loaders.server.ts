import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import type { SiteVariant } from "~/site/variants";
import type { BuiltModuleType } from "./registry";
import type { PageModule } from "./types";

/** What a module's server loader may read: the database and the visitor's locale and site. */
export type ModuleLoadContext = { db: Db; locale: Locale; site: SiteVariant };

/**
 * A module folder's `load.server.ts`: reads the rows the module shows (news, jobs, products…)
 * from its parsed data. The result reaches the renderer as `rows`; it must be plain JSON.
 */
export type ModuleLoader<Data = any, Rows = unknown> = (data: Data, ctx: ModuleLoadContext) => Promise<Rows>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Server loaders by module type, for the types that show database rows. */
export const moduleLoaders: Partial<Record<BuiltModuleType, ModuleLoader>> = {};

/**
 * Runs every module's loader in parallel. A loader that throws drops its module from the page
 * (logged) instead of failing the page.
 */
export async function loadModuleRows(modules: PageModule[], ctx: ModuleLoadContext): Promise<PageModule[]> {
  const loaded = await Promise.all(
    modules.map(async (module) => {
      const load = moduleLoaders[module.type as BuiltModuleType];
      if (!load) return module;
      try {
        return { ...module, rows: await load(module.data, ctx) };
      } catch (error) {
        console.error(`[modules] ${module.type} (${module.id}) failed to load its rows; not rendered`, error);
        return null;
      }
    }),
  );
  return loaded.filter((m): m is PageModule => m !== null);
}
