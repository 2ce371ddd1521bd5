import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";
import { SEED_PRODUCT } from "../../../db/seed/product-ids";

/** PRODUCT_DETAILS on the style guide page: one product with its properties and downloads. */
export default function productDetailsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "PRODUCT_DETAILS",
      content: perLocale((l) => ({
        heading: {
          title: "PRODUCT_DETAILS",
          lead: t5("One picked product.", "Ein ausgewähltes Produkt.", "一个所选产品。", "選択した1つの製品。", "선택한 제품 하나.")[l],
        },
        product: { id: SEED_PRODUCT.scd40, title: "SCD40" },
      })),
    },
  ];
}
