import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const downloads = t5("All downloads", "Alle Downloads", "所有下载", "すべてのダウンロード", "모든 다운로드");
const catalog = t5("Product catalogue", "Produktkatalog", "产品目录", "製品カタログ", "제품 카탈로그");
const summary = t5(
  "Datasheets, drivers and software.",
  "Datenblätter, Treiber und Software.",
  "数据表、驱动程序和软件。",
  "データシート、ドライバー、ソフトウェア。",
  "데이터시트, 드라이버 및 소프트웨어.",
);

/** LINK_LIST on the style guide page: an internal, an external and a download link. */
export default function linkListStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "LINK_LIST",
      content: perLocale((l) => ({
        heading: { title: "LINK_LIST" },
        items: [
          { link: routeLink("catalog", l), linkTitle: catalog[l] },
          { link: routeLink("downloads", l), linkTitle: downloads[l], summary: summary[l] },
          { link: { linkType: "external", target: "_blank", href: "https://www.example.com/" }, linkTitle: "example.com" },
        ],
      })),
    },
  ];
}
