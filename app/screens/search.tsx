import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/pagination";
import { contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { searchSite, type SearchHit } from "~/content/search.server";
import { lastPage, sliceOf } from "~/lib/pagination";

const TYPES: SearchHit["type"][] = ["page", "product", "blog", "news", "job"];

/** /search?q=…, /search/{slug} (a topic search for the slug's words) and /smart-search (grouped by type). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, site, route, params, url, paging, db, t, canonical } = screenRequest(request);
  const q = (route === "searchTopic" ? params.slug.replace(/-/g, " ") : (url.searchParams.get("q") ?? "")).trim().slice(0, 200);
  const type = TYPES.find((x) => x === url.searchParams.get("type"));
  const all = q.length >= 2 ? await searchSite(db, locale, site, q) : [];
  const hits = type ? all.filter((h) => h.type === type) : all;
  const { page, limit, offset } = sliceOf(paging, hits.length);
  return {
    title: route === "smartSearch" ? t("search.smartTitle") : t("search.title"),
    canonical,
    q,
    type: type ?? "",
    smart: route === "smartSearch",
    counts: TYPES.map((x) => ({ type: x, count: all.filter((h) => h.type === x).length })),
    total: hits.length,
    page,
    last: lastPage(hits.length, paging.pageSize),
    pageSize: paging.pageSize,
    hits: limit === null ? hits : hits.slice(offset, offset + limit),
  };
}

export const meta = contentMeta;

export default function Search() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const groups = data.smart ? TYPES.map((type) => ({ type, hits: data.hits.filter((h) => h.type === type) })).filter((g) => g.hits.length) : null;
  return (
    <section className="container search" aria-labelledby="search-title">
      <h1 id="search-title">{data.title}</h1>
      <Form method="get" role="search" className="filters filters--form">
        <label htmlFor="search-q">{t("search.label")}</label>
        <input id="search-q" type="search" name="q" defaultValue={data.q} minLength={2} />
        {data.smart ? (
          <>
            <label htmlFor="search-type">{t("search.type")}</label>
            <select id="search-type" name="type" defaultValue={data.type}>
              <option value="">{t("all")}</option>
              {data.counts.map((c) => (
                <option key={c.type} value={c.type}>
                  {t(`search.types.${c.type}`)} ({c.count})
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button type="submit" className="button button--small">
          {t("search.submit")}
        </button>
      </Form>
      {data.q ? <p role="status">{t("search.results", { count: data.total, q: data.q })}</p> : null}
      {groups ? (
        groups.map((g) => (
          <section key={g.type} aria-labelledby={`group-${g.type}`}>
            <h2 id={`group-${g.type}`}>{t(`search.types.${g.type}`)}</h2>
            <ul className="link-list">
              {g.hits.map((hit) => (
                <li key={hit.href}>
                  <Link to={hit.href}>{hit.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <ul className="link-list">
          {data.hits.map((hit) => (
            <li key={hit.href}>
              <Link to={hit.href}>{hit.title}</Link> <span className="muted">{t(`search.types.${hit.type}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} last={data.last} pageSize={data.pageSize} />
    </section>
  );
}
