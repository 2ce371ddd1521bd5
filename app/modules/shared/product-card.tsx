import { Link } from "@remix-run/react";
import { StatusLabel } from "~/components/status-label";
import { ModuleImage } from "./module-image";
import type { ImageValue } from "../types";

/** A product as the product modules show it (plain JSON from their loaders). */
export type ProductCardRow = {
  id: number;
  slug: string;
  name: string;
  displayName: string;
  status: string;
  /** The primary category's title in the visitor's locale. */
  category: string;
  image: ImageValue | null;
  /** /products/catalog/{slug} in the visitor's locale, from the route table. */
  href: string;
};

/**
 * A product card (SPEC §9: 430 px tall): status label, image, display name and primary
 * category; the whole card is one link to the product page.
 */
export function ProductCard({ product, className = "" }: { product: ProductCardRow; className?: string }) {
  return (
    <article className={`product-card ${className}`.trim()}>
      <div className="product-card__media">
        {product.image ? <ModuleImage image={product.image} className="product-card__image" sizes="(max-width: 576px) 100vw, 25vw" /> : null}
      </div>
      <div className="product-card__content">
        <StatusLabel status={product.status} />
        <h3 className="product-card__title">
          <Link to={product.href} className="product-card__link" prefetch="intent">
            {product.displayName}
          </Link>
        </h3>
        {product.category ? <p className="product-card__category">{product.category}</p> : null}
      </div>
    </article>
  );
}
