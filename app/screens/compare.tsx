import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StatusLabel } from "~/components/status-label";
import { contentMeta } from "~/content/meta";
import { compareSlugs, findProducts, productOptions } from "~/content/products.server";
import { propertyName } from "~/content/property-name";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd } from "~/lib/format";
import { TableScroll } from "~/components/table-scroll";

const MAX_COMPARED = 4;

/** Compare 2–4 products side by side (status, price, every property of any of them). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, url, db, t, canonical } = screenRequest(args);
  const requested = compareSlugs(url.searchParams);
  const [products, options] = await Promise.all([findProducts(db, locale, requested.slice(0, MAX_COMPARED)), productOptions(db, locale)]);
  const propertyNames = [...new Set(products.flatMap((p) => Object.keys(p.properties)))];
  return {
    title: t("compare.title"),
    description: t("compare.choose"),
    canonical,
    selected: products.map((p) => p.slug),
    options: options.map((o) => ({ slug: o.slug, name: o.display_name })),
    products: products.map((p) => ({
      slug: p.slug,
      name: p.display_name,
      status: p.status,
      price: p.price_usd ? formatUsd(p.price_usd) : "—",
      href: href("product", locale, { slug: p.localSlug }),
      values: propertyNames.map((name) => p.properties[name] ?? "—"),
    })),
    propertyNames: propertyNames.map((name) => propertyName(t, name)),
    tooMany: requested.length > MAX_COMPARED,
    // Slugs among the first four that name no product.
    unknown: Math.min(requested.length, MAX_COMPARED) - products.length,
  };
}

export const meta = contentMeta;

export default function Compare() {
  const { title, products, propertyNames, options, selected, tooMany, unknown } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const { pathname } = useLocation(); // the form's action: not the current query (FilterForm)
  return (
    <section className="container compare" aria-labelledby="compare-title">
      <h1 id="compare-title">{title}</h1>
      <Form method="get" action={pathname} className="compare__form">
        <fieldset>
          <legend>{t("compare.choose")}</legend>
          {Array.from({ length: MAX_COMPARED }, (_, i) => (
            <span key={i} className="compare__pick">
              <label htmlFor={`compare-${i}`}>{t("compare.slot", { n: i + 1 })}</label>
              <select id={`compare-${i}`} name="product" defaultValue={selected[i] ?? ""}>
                <option value="">—</option>
                {options.map((o) => (
                  <option key={o.slug} value={o.slug}>
                    {o.name}
                  </option>
                ))}
              </select>
            </span>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t("compare.submit")}
        </button>
      </Form>
      {tooMany ? <p className="notice">{t("compare.tooMany")}</p> : null}
      {unknown > 0 ? <p className="notice">{t("compare.unknown")}</p> : null}
      {products.length < 2 ? (
        <p className="notice">{t("compare.needTwo")}</p>
      ) : (
        <TableScroll label={title}>
          <table className="data-table compare__table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("product.properties")}</th>
                {products.map((p) => (
                  <th key={p.slug} scope="col">
                    <Link to={p.href}>{p.name}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t("catalog.status")}</th>
                {products.map((p) => (
                  <td key={p.slug}>
                    <StatusLabel status={p.status} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t("catalog.price")}</th>
                {products.map((p) => (
                  <td key={p.slug}>{p.price}</td>
                ))}
              </tr>
              {propertyNames.map((name, row) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {products.map((p) => (
                    <td key={p.slug}>{p.values[row]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
