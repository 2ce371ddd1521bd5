import type { Db } from "../../db";
import { logger, type Logger } from "~/lib/logger.server";
import { siteOrigin, siteVariantFor, type Config } from "~/config.server";
import { editorScreenLocale, isEditorScreen } from "~/i18n/editor-locale.server";
import { splitLocale, type Locale } from "~/i18n/locales";
import type { ServerRenderStore } from "./server-render-store";
import { VARIANT_LOCALES, type SiteVariant } from "./variants";

/**
 * What server/main.ts decides once per request and hands to Remix (`getLoadContext`, ADR 052):
 * every loader and action reads it from `context`, the document render from `loadContext`.
 */
export type RequestContext = {
  /** The request's locale: its first path segment; on the editor's own screens, editorScreenLocale. */
  locale: Locale;
  /** The site variant, chosen by host name from SITE_HOSTS. */
  site: SiteVariant;
  /** The locales the variant serves. */
  locales: readonly Locale[];
  /** Whether the variant serves `locale`; a page in a locale it does not serve answers 404. */
  available: boolean;
  /** The site's origin from the configuration (canonical, hreflang, sitemaps), never from what the client sent. */
  origin: string;
  /** The CSP nonce of this render. */
  nonce: string;
  /** The visitor's address (server/client-address.ts): rate limits key on it. */
  clientIp: string;
  db: Db;
  /** The request's logger: its lines carry the request's id (`requestLogger`). Page code logs through it. */
  log: Logger;
  /** Set when a loader, action or render met an unavailable database: server/main.ts answers 503. */
  outage: { met: boolean };
  /**
   * On a request Remix answers with a document, what loaders keep for its server render but leave
   * out of the browser's hydration data (server-render-store.ts, ADR 017); null on a `.data`
   * request. A Map, so that the copies server/route-ids.ts makes of the context share it.
   */
  serverRender: ServerRenderStore | null;
};

declare module "@remix-run/node" {
  interface AppLoadContext extends RequestContext {
    /** The id of the route whose loader or action runs (server/route-ids.ts); absent in the document render. */
    routeId?: string;
  }
}

export type RequestFacts = { nonce: string; clientIp: string; db: Db; config?: Config; log?: Logger };

/** The context of one request, from its URL and Host and what the server decided about it. */
export function requestContext(request: Request, { nonce, clientIp, db, config, log = logger }: RequestFacts): RequestContext {
  const host = request.headers.get("host");
  const site = siteVariantFor(host, config);
  const locales = VARIANT_LOCALES[site];
  const url = new URL(request.url);
  const { pathname } = url;
  const locale = isEditorScreen(pathname) ? editorScreenLocale(request, locales) : splitLocale(pathname).locale;
  return {
    locale,
    site,
    locales,
    available: locales.includes(locale),
    origin: siteOrigin(host, config),
    nonce,
    clientIp,
    db,
    log,
    outage: { met: false },
    serverRender: answeredWithData(url) ? null : new Map(),
  };
}

/**
 * Whether Remix answers `url` with loader data instead of a document, as its request handler
 * decides: a single-fetch `.data` path (client-side navigations, revalidations, fetchers) or the
 * older `?_data=` request. Resource routes count as documents here; they render nothing and
 * leave the store empty.
 */
export function answeredWithData(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.searchParams.has("_data");
}
