import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contentMeta } from "~/content/meta";
import { findProducts, productOptions } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatUsd } from "~/lib/format";

/** Compare 2–4 products side by side; chosen with ?products=a,b or repeated ?product= (no JS needed). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, url, db, t, canonical } = screenRequest(request);
  const requested = [...url.searchParams.getAll("product"), ...(url.searchParams.get("products") ?? "").split(",")]
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const slugs = [...new Set(requested)].slice(0, 4);
  const [products, options] = await Promise.all([findProducts(db, slugs), productOptions(db)]);
  const ordered = slugs.map((s) => products.find((p) => p.slug === s)).filter((p): p is (typeof products)[number] => Boolean(p));
  const propertyNames = [...new Set(ordered.flatMap((p) => Object.keys(p.properties)))];
  return {
    title: t("compare.title"),
    canonical,
    selected: ordered.map((p) => p.slug),
    options,
    products: ordered.map((p) => ({
      slug: p.slug,
      name: p.display_name,
      status: p.status,
      price: p.price_usd ? formatUsd(p.price_usd) : "",
      href: href("product", locale, { slug: p.slug }),
      properties: p.properties,
    })),
    propertyNames,
    tooMany: requested.length > 4,
  };
}

export const meta = contentMeta;

export default function Compare() {
  const { title, products, propertyNames, options, selected, tooMany } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <section className="container compare" aria-labelledby="compare-title">
      <h1 id="compare-title">{title}</h1>
      <Form method="get" className="compare__form">
        <fieldset>
          <legend>{t("compare.choose")}</legend>
          {[0, 1, 2, 3].map((i) => (
            <label key={i} className="compare__pick">
              <span className="visually-hidden">{t("compare.slot", { n: i + 1 })}</span>
              <select name="product" defaultValue={selected[i] ?? ""} aria-label={t("compare.slot", { n: i + 1 })}>
                <option value="">—</option>
                {options.map((o) => (
                  <option key={o.slug} value={o.slug}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t("compare.submit")}
        </button>
      </Form>
      {tooMany ? <p className="notice">{t("compare.tooMany")}</p> : null}
      {products.length < 2 ? (
        <p className="notice">{t("compare.needTwo")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table compare__table">
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
                    <span className={`status-label status-label--${p.status}`}>{t(`status.${p.status}`)}</span>
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t("catalog.price")}</th>
                {products.map((p) => (
                  <td key={p.slug}>{p.price}</td>
                ))}
              </tr>
              {propertyNames.map((name) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {products.map((p) => (
                    <td key={p.slug}>{(p.properties as Record<string, string>)[name] ?? "—"}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
