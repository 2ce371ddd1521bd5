import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import type { Logger } from "~/lib/logger.server";
import type { SiteVariant } from "~/site/variants";

/**
 * What a module's server loader may read: the database, the visitor's locale and site, and the
 * request's logger (`context.log`, so that its lines carry the request id).
 */
export type ModuleLoadContext = { db: Db; locale: Locale; site: SiteVariant; log: Logger };

/**
 * A module folder's `load.server.ts`: reads the rows the module shows (news, jobs, products…)
 * from its parsed data. The result reaches the renderer as `rows`; it must be plain JSON.
 */
export type ModuleLoader<Data = any, Rows = unknown> = (data: Data, ctx: ModuleLoadContext) => Promise<Rows>; // eslint-disable-line @typescript-eslint/no-explicit-any
