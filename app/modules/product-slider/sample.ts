import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";
import { SEED_CATEGORY, SEED_PRODUCT, SEED_SERIES } from "../../../db/seed/product-ids";

/** PRODUCT_SLIDER on the style guide page: a category's products, and picked products and a series. */
export default function productSliderStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "PRODUCT_SLIDER",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          title: "PRODUCT_SLIDER",
          lead: t5("Products of a category.", "Produkte einer Kategorie.", "某一类别的产品。", "カテゴリーの製品。", "카테고리의 제품.")[l],
        },
        source: "category",
        categories: [SEED_CATEGORY.humidity],
        limit: 8,
        includeObsolete: false,
        items: [],
      })),
    },
    {
      type: "PRODUCT_SLIDER",
      content: perLocale((l) => ({
        heading: {
          lead: t5(
            "Picked products and a whole series.",
            "Ausgewählte Produkte und eine ganze Serie.",
            "所选产品和整个系列。",
            "選択した製品とシリーズ全体。",
            "선택한 제품과 시리즈 전체.",
          )[l],
        },
        source: "manual",
        categories: [],
        items: [
          { product: { id: SEED_PRODUCT.scd40, title: "SCD40" } },
          { product: { id: SEED_PRODUCT.sps30, title: "SPS30" } },
          { series: { id: SEED_SERIES.sfm, title: "SFM" } },
        ],
      })),
    },
  ];
}
