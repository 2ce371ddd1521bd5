import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/pagination";
import { contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { SEARCH_KINDS, type SearchHit } from "~/content/search-kinds";
import { searchDocuments } from "~/content/search.server";
import { href } from "~/i18n/route-table";
import { lastPage, sliceOf } from "~/lib/pagination";

/** /search?q=…, /search/{slug} (a topic search for the slug's words) and /smart-search (grouped, with type filters). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, site, route, params, url, paging, db, t, canonical } = screenRequest(args);
  const q = (route === "searchTopic" ? params.slug.replace(/-/g, " ") : (url.searchParams.get("q") ?? "")).trim();
  const kind = SEARCH_KINDS.find((k) => k === url.searchParams.get("type"));
  const first = await searchDocuments(db, { site, locale, q, kind, limit: 0, offset: 0 });
  const { page, limit, offset } = sliceOf(paging, first.total);
  const { hits } = first.total ? await searchDocuments(db, { site, locale, q, kind, limit, offset }) : first;
  return {
    title: route === "smartSearch" ? t("search.smartTitle") : t("search.title"),
    description: route === "smartSearch" ? t("search.smartIntro") : t("search.intro"),
    canonical,
    q: q.slice(0, 200),
    type: kind ?? "",
    smart: route === "smartSearch",
    // A topic page (/search/{slug}) searches its slug; the form searches the plain search page.
    formAction: href(route === "smartSearch" ? "smartSearch" : "search", locale),
    counts: SEARCH_KINDS.map((k) => ({ type: k, count: first.counts[k] ?? 0 })),
    total: first.total,
    page,
    last: lastPage(first.total, paging.pageSize),
    pageSize: paging.pageSize,
    hits,
  };
}

export const meta = contentMeta;

function HitList({ hits }: { hits: SearchHit[] }) {
  const { t } = useTranslation("content");
  return (
    <ul className="search-results">
      {hits.map((hit) => (
        <li key={hit.href} className="search-result">
          <Link to={hit.href} className="search-result__title">
            {hit.title}
          </Link>{" "}
          <span className="muted">{t(`search.types.${hit.kind}`)}</span>
          {/* Snippet HTML is escaped server-side; only <mark> is added. */}
          <p className="search-result__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
        </li>
      ))}
    </ul>
  );
}

export default function Search() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const groups = data.smart
    ? SEARCH_KINDS.map((kind) => ({ kind, hits: data.hits.filter((h) => h.kind === kind) })).filter((g) => g.hits.length)
    : null;
  return (
    <section className="container search" aria-labelledby="search-title">
      <h1 id="search-title">{data.title}</h1>
      <Form method="get" action={data.formAction} role="search" className="filters filters--form">
        <span className="filters__field filters__field--grow">
          <label htmlFor="search-q">{t("search.label")}</label>
          <input id="search-q" type="search" name="q" defaultValue={data.q} maxLength={200} />
        </span>
        {data.smart ? (
          <span className="filters__field">
            <label htmlFor="search-type">{t("search.type")}</label>
            <select id="search-type" name="type" defaultValue={data.type}>
              <option value="">{t("all")}</option>
              {data.counts.map((c) => (
                <option key={c.type} value={c.type}>
                  {t(`search.types.${c.type}`)} ({c.count})
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <button type="submit" className="button button--small">
          {t("search.submit")}
        </button>
      </Form>
      {data.q ? <p role="status">{t("search.results", { count: data.total, q: data.q })}</p> : null}
      {data.q && data.total === 0 ? <p className="listing__empty">{t("search.none")}</p> : null}
      {groups
        ? groups.map((g) => (
            <section key={g.kind} aria-labelledby={`group-${g.kind}`}>
              <h2 id={`group-${g.kind}`}>{t(`search.types.${g.kind}`)}</h2>
              <HitList hits={g.hits} />
            </section>
          ))
        : <HitList hits={data.hits} />}
      <Pagination page={data.page} last={data.last} pageSize={data.pageSize} />
    </section>
  );
}
