import { isDatabaseUnavailable } from "../../db/unavailable";
import { moduleLoaders } from "./loaders.generated.server";
import type { ModuleLoadContext } from "./loader-types";
import type { ModuleType, PageModule } from "./types";

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
        ctx.log.error({ err: error }, `[modules] ${module.type} (${module.id}) failed to load its rows; not rendered`);
        return null;
      }
    }),
  );
  return loaded.filter((m): m is PageModule => m !== null);
}
