import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getDb } from "../../db";
import { findPageByPath, loadPageModules, pagePaths } from "~/cms/pages.server";
import { splitLocale, type Locale } from "~/i18n/locales";
import { pageHref, type Alternates } from "~/i18n/route-table";
import { ModuleFrame } from "~/modules/module-frame";
import { prepareModule } from "~/modules/prepare.server";
import type { PageModule } from "~/modules/types";
import { notFound, siteRequest } from "~/site/request.server";
import { pageMeta } from "~/site/meta";
import { useRootData } from "~/site/use-root-data";

/** Module types that render the page's h1 themselves when they come first. */
const HEADER_TYPES = new Set(["HERO", "APPLICATION_HEADER", "SECONDARY_HEADER", "TEXT_HEADER", "LINK_HERO"]);

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, site, locales } = siteRequest(request);
  const url = new URL(request.url);
  const path = splitLocale(url.pathname).rest.replace(/^\/+|\/+$/g, "");
  const db = getDb();
  const page = await findPageByPath(db, { site, locale, path });
  if (!page) throw notFound();
  const [revision, paths] = await Promise.all([
    loadPageModules(db, { pageId: page.id, locale, view: "published" }),
    pagePaths(db, page.id),
  ]);
  if (!revision) throw notFound(); // never published
  const modules = revision.modules.map(prepareModule).filter((m): m is PageModule => m !== null);
  const alternates: Alternates = {};
  for (const { locale: l, path: p } of paths) {
    if ((locales as readonly string[]).includes(l)) alternates[l as Locale] = pageHref(l as Locale, p);
  }
  return {
    page: { id: page.id, title: page.title, description: page.description, editable: page.editable },
    modules,
    alternates,
    canonical: url.origin + pageHref(locale, path),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.page.title, description: data.page.description, canonical: data.canonical }) : [];

export default function CmsPage() {
  const { page, modules } = useLoaderData<typeof loader>();
  const locale = useRootData()?.locale ?? "en";
  const firstIsHeader = modules.length > 0 && HEADER_TYPES.has(modules[0].type);
  return (
    <article className="cms-page" data-page-id={page.id}>
      {firstIsHeader ? null : <h1 className="visually-hidden">{page.title}</h1>}
      {modules.map((module, index) => (
        <ModuleFrame key={module.id} module={module as PageModule} locale={locale} index={index} />
      ))}
    </article>
  );
}
