import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadTable } from "~/components/download-table";
import { StatusLabel } from "~/components/status-label";
import { propertyName } from "~/content/property-name";
import { ModuleImage } from "../shared/module-image";
import type { ModuleProps } from "../types";
import type { ProductDetailsData } from "./schema";
import type { ProductDetailsRows } from "./types";

/**
 * Product details: one picked product with image, status, category, key properties (the
 * category's primary ones first) and its downloads, linking to its page and to the comparison.
 * A product that no longer exists renders nothing.
 */
export function ProductDetails({ id, rows }: ModuleProps<ProductDetailsData, ProductDetailsRows | undefined>) {
  const { t } = useTranslation("modules");
  if (!rows) return null;
  const { product, downloads, compareHref } = rows;
  const propertiesId = `${id}-properties`;
  const downloadsId = `${id}-downloads`;
  return (
    <article className="product-details">
      <div className="product-details__media">
        {product.image ? <ModuleImage image={product.image} className="product-details__image" sizes="(max-width: 768px) 100vw, 40vw" /> : null}
      </div>
      <div className="product-details__summary">
        <StatusLabel status={product.status} />
        <h2 className="product-details__title">{product.displayName}</h2>
        <p className="product-details__meta">{[product.category, product.series].filter(Boolean).join(" · ")}</p>
        {product.summary ? <p className="product-details__lead">{product.summary}</p> : null}
        <p className="product-details__actions">
          <Link to={product.href} className="button" prefetch="intent">
            {t("productDetails.view")}
            <span className="visually-hidden">: {product.displayName}</span>
          </Link>
          <Link to={compareHref} className="button button--secondary">
            {t("compare.add", { ns: "content" })}
          </Link>
        </p>
      </div>
      <div className="product-details__section product-details__properties">
        <h3 id={propertiesId}>{t("productDetails.keyProperties")}</h3>
        {product.properties.length ? (
          <dl className="product-details__list">
            {product.properties.map((property) => (
              <div key={property.name} className={`product-details__property${property.primary ? " product-details__property--key" : ""}`}>
                <dt>{propertyName(t, property.name)}</dt>
                <dd>{property.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="product-details__empty">{t("empty", { ns: "content" })}</p>
        )}
      </div>
      <div className="product-details__section product-details__downloads">
        <h3 id={downloadsId}>{t("downloads.title", { ns: "content" })}</h3>
        {downloads.length ? (
          <DownloadTable rows={downloads} labelledBy={downloadsId} />
        ) : (
          <p className="product-details__empty">{t("downloads.none", { ns: "content" })}</p>
        )}
      </div>
    </article>
  );
}
