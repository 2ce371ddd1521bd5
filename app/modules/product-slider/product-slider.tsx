import { useTranslation } from "react-i18next";
import { Carousel, type SlidesPerView } from "../shared/carousel";
import { ProductCard } from "../shared/product-card";
import type { ModuleProps } from "../types";
import type { ProductSliderData } from "./schema";
import type { ProductSliderRows } from "./types";

/** SPEC §9 card slider: 4, 3 at <=1200, 2 at <=960, 1 at <=576. */
export const PRODUCT_SLIDES_PER_VIEW: SlidesPerView = { base: 4, 1200: 3, 960: 2, 576: 1 };

/** Product slider: the chosen products as product cards in the card slider. */
export function ProductSlider({ rows }: ModuleProps<ProductSliderData, ProductSliderRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const products = rows?.products ?? [];
  if (products.length === 0) return <p className="product-slider__empty">{t("productSlider.empty")}</p>;
  return (
    <Carousel label={t("productSlider.label")} perView={PRODUCT_SLIDES_PER_VIEW} className="product-slider" slideClassName="product-slider__slide">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Carousel>
  );
}
