import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";
import { SEED_CATEGORY, SEED_PRODUCT } from "../../../db/seed/product-ids";

/** PRODUCT_TABLE on the style guide page: the three table sizes and the grid view. */
export default function productTableStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "PRODUCT_TABLE",
      content: perLocale((l) => ({
        heading: {
          title: "PRODUCT_TABLE",
          lead: t5("Table size Large: a category's products.", "Tabellengrösse Gross: die Produkte einer Kategorie.", "表格尺寸“大”：某一类别的产品。", "表のサイズ「大」：カテゴリーの製品。", "표 크기 '대': 카테고리의 제품.")[l],
        },
        source: "category",
        categories: [SEED_CATEGORY.humidity],
        viewMode: "table",
        tableSize: "Large",
      })),
    },
    {
      type: "PRODUCT_TABLE",
      layout: { spaceTop: "no-space" },
      content: perLocale((l) => ({
        heading: { lead: t5("Table size Small.", "Tabellengrösse Klein.", "表格尺寸“小”。", "表のサイズ「小」。", "표 크기 '소'.")[l] },
        source: "category",
        categories: [SEED_CATEGORY.co2],
        viewMode: "table",
        tableSize: "Small",
      })),
    },
    {
      type: "PRODUCT_TABLE",
      layout: { spaceTop: "no-space" },
      content: perLocale((l) => ({
        heading: { lead: t5("Table size Table: picked products.", "Tabellengrösse Tabelle: ausgewählte Produkte.", "表格尺寸“表格”：所选产品。", "表のサイズ「表」：選択した製品。", "표 크기 '표': 선택한 제품.")[l] },
        source: "manual",
        items: [SEED_PRODUCT.shx40, SEED_PRODUCT.scd50, SEED_PRODUCT.sfm30, SEED_PRODUCT.sdp40].map((id) => ({ product: { id } })),
        viewMode: "table",
        tableSize: "Table",
      })),
    },
    {
      type: "PRODUCT_TABLE",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: { lead: t5("Grid view.", "Rasteransicht.", "网格视图。", "グリッド表示。", "그리드 보기.")[l] },
        source: "category",
        categories: [SEED_CATEGORY.flow],
        viewMode: "grid",
        tableSize: "Large",
      })),
    },
  ];
}
