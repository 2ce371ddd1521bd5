import type { SeedModule } from "../../../db/seed/insert-page";
import { image, pageLink, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const title = t5("Products and support", "Produkte und Support", "产品与支持", "製品とサポート", "제품 및 지원");
const body = t5(
  "Find the right sensor, its documents and the people who help you design it in.",
  "Finden Sie den passenden Sensor, seine Dokumente und die Menschen, die Sie beim Design-in unterstützen.",
  "找到合适的传感器、相关文档以及协助您完成设计导入的团队。",
  "最適なセンサー、その資料、そして設計への組み込みを支援するチームを見つけてください。",
  "알맞은 센서와 관련 문서, 그리고 설계 적용을 도와줄 담당자를 찾아보세요.",
);
const links = {
  catalog: t5("Product catalog", "Produktkatalog", "产品目录", "製品カタログ", "제품 카탈로그"),
  downloads: t5("Downloads and data sheets", "Downloads und Datenblätter", "下载与数据手册", "ダウンロードとデータシート", "다운로드 및 데이터시트"),
  support: t5("Technical support", "Technischer Support", "技术支持", "テクニカルサポート", "기술 지원"),
  faq: t5("Frequently asked questions", "Häufig gestellte Fragen", "常见问题", "よくある質問", "자주 묻는 질문"),
};
const noImageTitle = t5("Applications", "Anwendungen", "应用领域", "アプリケーション", "응용 분야");
const applications = {
  automotive: t5("Automotive", "Automobil", "汽车", "自動車", "자동차"),
  medical: t5("Medical", "Medizintechnik", "医疗", "医療", "의료"),
  buildings: t5("Smart buildings", "Intelligente Gebäude", "智能建筑", "スマートビルディング", "스마트 빌딩"),
};

/** LINK_HERO on the style guide page: over an image, and on the module background. */
export default function linkHeroStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "LINK_HERO",
      layout: { spaceTop: "no-space", spaceBottom: "no-space" },
      content: perLocale((l) => ({
        title: title[l],
        body: body[l],
        image: image(media, "hero-cleanroom", l),
        links: [
          { link: routeLink("catalog", l), linkTitle: links.catalog[l] },
          { link: routeLink("downloads", l), linkTitle: links.downloads[l] },
          { link: routeLink("support", l), linkTitle: links.support[l] },
          { link: routeLink("faq", l), linkTitle: links.faq[l] },
        ],
      })),
    },
    {
      type: "LINK_HERO",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        title: noImageTitle[l],
        links: [
          { link: pageLink({ en: "applications/automotive", de: "anwendungen/automobil" }, l), linkTitle: applications.automotive[l] },
          { link: pageLink({ en: "applications/medical", de: "anwendungen/medizintechnik" }, l), linkTitle: applications.medical[l] },
          { link: pageLink({ en: "applications/smart-buildings", de: "anwendungen/intelligente-gebaeude" }, l), linkTitle: applications.buildings[l] },
        ],
      })),
    },
  ];
}
