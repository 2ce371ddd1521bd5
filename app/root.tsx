import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  useLocation,
  useMatches,
} from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { isDatabaseUnavailable } from "../db/unavailable";
import { getEditor } from "./auth/auth.server";
import { publishedDataCache } from "./cms/published-data-cache.server";
import { createI18n } from "./i18n/i18n";
import { clientResources } from "./i18n/i18n.server";
import { LANGUAGE_OF, type Locale } from "./i18n/locales";
import { isCleanPath, tableAlternates, tableRouteOf, type Alternates } from "./i18n/route-table";
import { loadChrome, type Chrome } from "./site/chrome.server";
import { NotFoundView, RouteErrorBoundary } from "./site/error-views";
import { statusMeta } from "./site/status-meta";
import { withoutTrailingSlash } from "./site/trailing-slash";
import { SiteFooter } from "./site/site-footer";
import { SiteHeader } from "./site/site-header";
import { useRootData, type RootData } from "./site/use-root-data";
import { can } from "./auth/rights";
import { mailNoticeFor } from "./mail/mail-log.server";
import { inboxCount } from "./editor/reviews/review-flow.server";
import { formsMenuFor } from "./editor/forms/forms-menu.server";
import contentStyles from "./styles/content.css?url";
import moduleStyles from "./styles/modules.css?url";
import editorStyles from "./editor/shell/editor.css?url";
import stylesheet from "./styles/site.css?url";
import { DocumentScripts } from "./site/document-scripts";
import { DevClient } from "./site/dev-client";

// Editor code is a separate chunk that visitors never load (DESIGN.md §5).
const EditorToolbar = lazy(() => import("./editor/shell/editor-toolbar"));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: moduleStyles },
  { rel: "stylesheet", href: contentStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
];

/** The title when the root's error boundary shows (a screen's 404) or the locale is not served here. */
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error !== undefined || (data && !data.available) ? statusMeta({ error, matches }) : [];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // One URL per page: "/products/catalog/" is "/products/catalog" (its canonical), query kept.
  const slashless = withoutTrailingSlash(url);
  if (slashless !== null && (request.method === "GET" || request.method === "HEAD")) throw redirect(slashless, 301);
  const { site, locales, locale, available, origin, db, log } = context;
  let chrome: Chrome = { nav: [], footer: [], social: [] };
  try {
    chrome = await publishedDataCache().get(`chrome ${site} ${locale}`, () => loadChrome(db, site, locale));
  } catch (error) {
    // The page's own loader reports the outage; the chrome degrades to the logo and footer.
    log.error({ err: error }, "[root] could not load the site chrome");
  }
  // Without the database the page's own loader answers 503 (it asks for the editor too, the same
  // promise); the root keeps its data so that error page is in the visitor's language.
  const editor = await getEditor(request).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  });
  // Issue 44: failed e-mail nobody has opened shows in the editor's toolbar until someone does.
  const mail = editor ? await mailNoticeFor(db, { id: editor.id, mayReadAll: can(editor, "mail.read").ok }).catch(() => ({ log: false, failed: 0 })) : null;
  // Issue 45: the toolbar's Inbox count.
  const inbox = editor ? await inboxCount(db, editor).catch(() => 0) : 0;
  // Issue 47: the toolbar's Forms and Submissions entries.
  const forms = editor ? await formsMenuFor(db, editor).catch(() => ({ forms: false, submissions: false })) : { forms: false, submissions: false };
  const rootData: RootData = {
    locale,
    site,
    locales,
    available,
    origin,
    chrome,
    editor: editor && mail ? { name: editor.name || editor.email, manageUsers: can(editor, "users.manage").ok, mail, inbox, forms } : null,
    i18n: clientResources(locale, { editor: editor !== null }),
  };
  return data(rootData, { status: available ? 200 : 404 });
}

/**
 * Alternates of the deepest route that knows them (a CMS page), else those of the table route the
 * route id names (`product.de`), with its params: shown on its 404 too (an unknown slug).
 */
function useAlternates(root: RootData | undefined): Alternates | null {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = (matches[i].data as { alternates?: Alternates } | undefined)?.alternates;
    if (found) return found;
  }
  const leaf = matches.at(-1);
  const table = leaf ? tableRouteOf(leaf.id) : null;
  if (!root?.available || !leaf || !table || !isCleanPath(pathname)) return null;
  return tableAlternates({ name: table.name, params: leaf.params as Record<string, string> }, root.locales);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const locale: Locale = root?.locale ?? "en";
  const i18n = useMemo(() => createI18n(locale, root?.i18n ?? {}), [locale, root?.i18n]);
  const alternates = useAlternates(root);
  // The document's React tree has hydrated: a mark for tests and tools (ADR 070), read by nothing here.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={LANGUAGE_OF[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {root?.editor ? <link rel="stylesheet" href={editorStyles} /> : null}
        {root && alternates
          ? Object.entries(alternates).map(([l, path]) => (
              <link key={l} rel="alternate" hrefLang={LANGUAGE_OF[l as Locale]} href={root.origin + path} />
            ))
          : null}
        {root && alternates?.en ? <link rel="alternate" hrefLang="x-default" href={root.origin + alternates.en} /> : null}
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <SiteHeader
            locale={locale}
            locales={root?.locales ?? ["en"]}
            nav={root?.chrome.nav ?? []}
            alternates={alternates}
            keepServerMarkup={!root?.editor}
          />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter links={root?.chrome.footer ?? []} social={root?.chrome.social ?? []} keepServerMarkup={!root?.editor} />
          {root?.editor ? (
            <Suspense fallback={null}>
              <EditorToolbar editorName={root.editor.name} manageUsers={root.editor.manageUsers} mail={root.editor.mail} inbox={root.editor.inbox} forms={root.editor.forms} locale={locale} />
            </Suspense>
          ) : null}
        </I18nextProvider>
        <DocumentScripts />
        {import.meta.env.DEV ? <DevClient /> : null}
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData();
  return root && !root.available ? <NotFoundView /> : <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;
