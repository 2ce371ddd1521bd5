import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StatusLabel } from "~/components/status-label";
import { propertyName } from "~/content/property-name";
import { ProductCard } from "../shared/product-card";
import type { ModuleProps } from "../types";
import type { ProductTableData, TableSize } from "./schema";
import type { ProductTableRow, ProductTableRows, PropertyColumn } from "./types";

/** Which columns each table size shows (SPEC §3.7 Large / Small / Table). */
const SIZE_COLUMNS: Record<TableSize, { image: boolean; category: boolean; series: boolean; secondary: boolean }> = {
  Large: { image: true, category: true, series: false, secondary: true },
  Small: { image: false, category: false, series: false, secondary: false },
  Table: { image: false, category: true, series: true, secondary: true },
};

/**
 * Product table: the products of categories or picked products, as product cards (grid) or as
 * a real table whose columns are the categories' properties. Large adds images, Small keeps
 * the primary properties, Table is the plain data table. It scrolls sideways on small screens.
 */
export function ProductTable({ id, data, rows }: ModuleProps<ProductTableData, ProductTableRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const products = rows?.products ?? [];
  if (products.length === 0) return <p className="product-table__empty">{t("productTable.empty")}</p>;
  if (data.viewMode === "grid") {
    return (
      <ul className="product-table__grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  }
  const show = SIZE_COLUMNS[data.tableSize];
  const columns = (rows?.columns ?? []).filter((column) => column.primary || show.secondary);
  const captionId = `${id}-caption`;
  const caption = rows?.categories.length ? rows.categories.join(", ") : t("productTable.caption");
  return (
    <div className="table-scroll product-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`data-table product-table product-table--${data.tableSize.toLowerCase()}`}>
        <caption id={captionId} className="product-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {show.image ? <td className="product-table__image-cell" /> : null}
            <th scope="col">{t("catalog.product", { ns: "content" })}</th>
            <th scope="col">{t("catalog.status", { ns: "content" })}</th>
            {show.category ? <th scope="col">{t("catalog.category", { ns: "content" })}</th> : null}
            {show.series ? <th scope="col">{t("catalog.series", { ns: "content" })}</th> : null}
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {propertyName(t, column.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <Row key={product.id} product={product} show={show} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ product, show, columns }: { product: ProductTableRow; show: (typeof SIZE_COLUMNS)[TableSize]; columns: PropertyColumn[] }) {
  return (
    <tr>
      {show.image ? (
        <td className="product-table__image-cell">
          {/* Beside the product's name the picture is decorative. */}
          {product.image ? (
            <img src={product.image.url} alt="" width={product.image.width} height={product.image.height} className="product-table__image" loading="lazy" decoding="async" />
          ) : null}
        </td>
      ) : null}
      <th scope="row">
        <Link to={product.href} prefetch="intent">
          {product.displayName}
        </Link>
      </th>
      <td>
        <StatusLabel status={product.status} />
      </td>
      {show.category ? <td>{product.category}</td> : null}
      {show.series ? <td>{product.series || "—"}</td> : null}
      {columns.map((column) => (
        <td key={column.name}>{product.properties[column.name] || "—"}</td>
      ))}
    </tr>
  );
}
