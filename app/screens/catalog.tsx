import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { contentMeta } from "~/content/meta";
import { listCategories, listProducts, mediaUrls } from "~/content/queries.server";
import { listingOf } from "~/content/listing.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd, localized, truncate } from "~/lib/format";

const STATUSES = ["active", "new", "upcoming", "nrnd", "last_buy", "obsolete"] as const;

/** Product catalogue: category and status filters, grid or table view (SPEC §3.7). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, url, paging, db, t, canonical } = screenRequest(request);
  const categories = await listCategories(db);
  // Unknown values are passed on: they match nothing and the empty state shows.
  const category = url.searchParams.get("category") || undefined;
  const status = url.searchParams.get("status") || undefined;
  const view = url.searchParams.get("view") === "table" ? "table" : "grid";
  const page = await listProducts(db, paging, { category, status });
  const images = await mediaUrls(db, page.rows.map((r) => r.image_id));
  const title = t("catalog.title");
  return {
    title,
    canonical,
    locale,
    view,
    filters: { category: category ?? "", status: status ?? "" },
    categories: categories.map((c) => ({ slug: c.slug, title: localized(c.content, locale)?.title ?? c.slug })),
    rows: page.rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      series: row.series ?? "",
      status: row.status,
      price: row.price_usd ? formatUsd(row.price_usd) : "",
      category: localized(row.categoryContent ?? {}, locale)?.title ?? "",
      href: href("product", locale, { slug: row.slug }),
    })),
    listing: listingOf(page, { title, intro: t("catalog.intro") }, (row) => ({
        id: row.id,
        title: row.display_name,
        summary: truncate(localized(row.content, locale)?.summary ?? ""),
        href: href("product", locale, { slug: row.slug }),
        label: row.status,
        meta: [row.series ?? "", row.price_usd ? formatUsd(row.price_usd) : ""].filter(Boolean),
        image: row.image_id && images.get(row.image_id) ? { url: images.get(row.image_id)!, alt: row.display_name } : null,
      })),
  };
}

export const meta = contentMeta;

export default function Catalog() {
  const { listing, categories, filters, view, rows, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const filterForm = (
    <Form method="get" className="filters filters--form">
      <label htmlFor="catalog-category">{t("catalog.category")}</label>
      <select id="catalog-category" name="category" defaultValue={filters.category}>
        <option value="">{t("all")}</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.title}
          </option>
        ))}
      </select>
      <label htmlFor="catalog-status">{t("catalog.status")}</label>
      <select id="catalog-status" name="status" defaultValue={filters.status}>
        <option value="">{t("all")}</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
      <fieldset className="view-toggle">
        <legend>{t("catalog.view")}</legend>
        <label>
          <input type="radio" name="view" value="grid" defaultChecked={view === "grid"} /> {t("catalog.grid")}
        </label>
        <label>
          <input type="radio" name="view" value="table" defaultChecked={view === "table"} /> {t("catalog.table")}
        </label>
      </fieldset>
      <button type="submit" className="button button--small">
        {t("filter")}
      </button>
      <Link to={href("compare", locale)} className="button button--small button--secondary">
        {t("compare.title")}
      </Link>
    </Form>
  );
  return (
    <Listing data={listing} kind="product" filters={filterForm}>
      {view === "table" ? (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("catalog.product")}</th>
                <th scope="col">{t("catalog.category")}</th>
                <th scope="col">{t("catalog.series")}</th>
                <th scope="col">{t("catalog.status")}</th>
                <th scope="col">{t("catalog.price")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slug}>
                  <th scope="row">
                    <Link to={row.href}>{row.name}</Link>
                  </th>
                  <td>{row.category}</td>
                  <td>{row.series}</td>
                  <td>
                    <span className={`status-label status-label--${row.status}`}>{t(`status.${row.status}`)}</span>
                  </td>
                  <td className="num">{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : undefined}
    </Listing>
  );
}
