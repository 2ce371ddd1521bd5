import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const title = t5("PARTNERS · Logo carousel", "PARTNERS · Logo-Karussell", "PARTNERS · 标志轮播", "PARTNERS · ロゴカルーセル", "PARTNERS · 로고 캐러셀");
const lead = t5(
  "Seven logos per view (6, 5 and 4 on smaller screens); linked logos lead to our channel partners.",
  "Sieben Logos pro Ansicht (6, 5 und 4 auf kleineren Bildschirmen); verlinkte Logos führen zu unseren Vertriebspartnern.",
  "每屏七个标志（较小屏幕上为 6、5 和 4 个）；带链接的标志指向我们的渠道合作伙伴。",
  "1 画面に 7 つのロゴ（小さい画面では 6、5、4 つ）。リンク付きのロゴは販売パートナーのページへ移動します。",
  "한 화면에 로고 7개(작은 화면에서는 6, 5, 4개). 링크가 있는 로고는 채널 파트너로 이동합니다.",
);

const LOGOS = ["alpenlicht", "nordwind", "helix", "quantis", "riverbend", "solace", "terra", "vectorix"];

/** PARTNERS on the style guide page: eight fictional partner logos, every other one linked. */
export default function partnersStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "PARTNERS",
      content: perLocale((l) => ({
        heading: { title: title[l], lead: lead[l] },
        logos: LOGOS.map((key, i) => ({
          image: image(media, `logo-${key}`, l),
          ...(i % 2 === 0 ? { link: routeLink("channelPartners", l) } : {}),
        })),
      })),
    },
  ];
}
