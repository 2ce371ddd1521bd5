import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const title = t5("Share price", "Aktienkurs", "股价", "株価", "주가");

/** EQS_STOCK_CHART on the style guide page: the seeded VIRN quotes (content-investors.ts). */
export default function eqsStockChartStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "EQS_STOCK_CHART",
      content: perLocale((l) => ({ heading: { title: `EQS_STOCK_CHART · ${title[l]}` }, symbol: "VIRN", currency: "CHF", defaultRange: "1y" })),
    },
  ];
}
