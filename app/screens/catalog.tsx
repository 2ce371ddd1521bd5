import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Listing } from "~/components/listing";
import { StatusLabel } from "~/components/status-label";
import { listingOf } from "~/content/listing.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { contentMeta } from "~/content/meta";
import { pagedCanonical } from "~/content/paged.server";
import { listCategories, listProducts, PRODUCT_STATUSES } from "~/content/products.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd, truncate } from "~/lib/format";
import { TableScroll } from "~/components/table-scroll";

/** Product catalogue: category and status filters, grid or table view (?view=grid|table, SPEC §3.7). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, url, paging, db, t, canonical } = screenRequest(args);
  // Unknown values are passed on: they match nothing and the empty state shows.
  const category = url.searchParams.get("category") || undefined;
  const status = url.searchParams.get("status") || undefined;
  const view = url.searchParams.get("view") === "table" ? "table" : "grid";
  const [page, categories] = await Promise.all([listProducts(db, locale, paging, { category, status }), listCategories(db, locale)]);
  const images = await mediaImages(db, locale, page.rows.map((r) => r.image_id));
  const title = t("catalog.title");
  return {
    title,
    description: t("catalog.intro"),
    canonical: pagedCanonical(canonical, page.page),
    compareHref: href("compare", locale),
    view,
    filters: { category: category ?? "", status: status ?? "" },
    categories: categories.map((c) => ({ slug: c.slug, title: c.text?.title ?? c.slug })),
    statuses: PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    rows: page.rows.map((row) => ({
      slug: row.slug,
      name: row.display_name,
      series: row.series ?? "",
      status: row.status,
      price: row.price_usd ? formatUsd(row.price_usd) : "",
      category: row.categoryText?.title ?? "",
      href: href("product", locale, { slug: row.localSlug }),
    })),
    listing: listingOf(page, { title, intro: t("catalog.intro") }, (row) => ({
      id: row.id,
      title: row.display_name,
      summary: truncate(row.text?.summary ?? ""),
      href: href("product", locale, { slug: row.localSlug }),
      label: row.status,
      meta: [row.categoryText?.title ?? "", row.series ?? "", row.price_usd ? t("catalog.priceFrom", { price: formatUsd(row.price_usd) }) : ""].filter(Boolean),
      image: imageOf(images, row.image_id, row.display_name),
    })),
  };
}

export const meta = contentMeta;

export default function Catalog() {
  const { listing, categories, statuses, filters, view, rows, compareHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const { pathname } = useLocation(); // the form's action: not the current query (FilterForm)
  const filterForm = (
    <Form method="get" action={pathname} className="filters filters--form">
      <span className="filters__field">
        <label htmlFor="catalog-category">{t("catalog.category")}</label>
        <select id="catalog-category" name="category" defaultValue={filters.category}>
          <option value="">{t("all")}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
      </span>
      <span className="filters__field">
        <label htmlFor="catalog-status">{t("catalog.status")}</label>
        <select id="catalog-status" name="status" defaultValue={filters.status}>
          <option value="">{t("all")}</option>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </span>
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
      <Link to={compareHref} className="button button--small button--secondary">
        {t("compare.title")}
      </Link>
    </Form>
  );
  return (
    <Listing data={listing} kind="product" filters={filterForm}>
      {view === "table" ? (
        <TableScroll label={listing.title}>
          <table className="data-table">
            <caption className="visually-hidden">{listing.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("catalog.product")}</th>
                <th scope="col">{t("catalog.category")}</th>
                <th scope="col">{t("catalog.series")}</th>
                <th scope="col">{t("catalog.status")}</th>
                <th scope="col" className="num">
                  {t("catalog.price")}
                </th>
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
                    <StatusLabel status={row.status} />
                  </td>
                  <td className="num">{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : undefined}
    </Listing>
  );
}
