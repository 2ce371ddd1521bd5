import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/** HIGHLIGHTS on the style guide page: the newest openings as a job card slider (4/3/1). */
export default function highlightsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "HIGHLIGHTS",
      content: perLocale((l) => ({
        heading: {
          title: "HIGHLIGHTS · Job highlights",
          lead: t5(
            "Open positions in a slider: four cards, three on tablets, one on phones.",
            "Offene Stellen in einem Slider: vier Karten, drei auf Tablets, eine auf Smartphones.",
            "以滑块展示的职位空缺：四张卡片，平板上三张，手机上一张。",
            "スライダーで表示する求人：4枚、タブレットでは3枚、スマートフォンでは1枚。",
            "슬라이더로 보는 채용 공고: 카드 4개, 태블릿 3개, 휴대폰 1개.",
          )[l],
        },
        limit: 8,
        showAllLink: true,
      })),
    },
  ];
}
