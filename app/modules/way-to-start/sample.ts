import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const title = t5("WAY_TO_START · Ways to start", "WAY_TO_START · Wege zum Einstieg", "WAY_TO_START · 入门途径", "WAY_TO_START · はじめ方", "WAY_TO_START · 시작하는 방법");
const lead = t5(
  "Four cards per view (3 and 2 on smaller screens); on phones the cards form a plain list.",
  "Vier Karten pro Ansicht (3 und 2 auf kleineren Bildschirmen); auf Smartphones bilden die Karten eine einfache Liste.",
  "每屏四张卡片（较小屏幕上为 3 和 2 张）；在手机上卡片显示为普通列表。",
  "1 画面に 4 枚のカード（小さい画面では 3 枚、2 枚）。スマートフォンではカードが通常の一覧になります。",
  "한 화면에 카드 4장(작은 화면에서는 3장, 2장). 휴대폰에서는 카드가 일반 목록으로 표시됩니다.",
);

const ways = [
  {
    image: "product-shx40",
    route: "catalog" as const,
    title: t5("Find your sensor", "Ihren Sensor finden", "找到您的传感器", "最適なセンサーを探す", "나에게 맞는 센서 찾기"),
    body: t5(
      "Filter the catalog by parameter, interface and package.",
      "Filtern Sie den Katalog nach Messgrösse, Schnittstelle und Gehäuse.",
      "按测量参数、接口和封装筛选产品目录。",
      "測定項目、インターフェース、パッケージでカタログを絞り込めます。",
      "측정 항목, 인터페이스, 패키지로 카탈로그를 필터링하세요.",
    ),
    linkTitle: t5("Open the catalog", "Katalog öffnen", "打开产品目录", "カタログを開く", "카탈로그 열기"),
  },
  {
    image: "product-scd50",
    route: "inventory" as const,
    title: t5("Order samples", "Muster bestellen", "订购样品", "サンプルを注文する", "샘플 주문"),
    body: t5(
      "Check stock and get evaluation samples within days.",
      "Prüfen Sie den Lagerbestand und erhalten Sie Muster in wenigen Tagen.",
      "查询库存，几天内即可收到评估样品。",
      "在庫を確認し、評価用サンプルを数日で入手できます。",
      "재고를 확인하고 며칠 안에 평가용 샘플을 받아보세요.",
    ),
    linkTitle: t5("Check inventory", "Lagerbestand prüfen", "查看库存", "在庫を確認", "재고 확인"),
  },
  {
    image: "product-sfm30",
    route: "downloads" as const,
    title: t5("Get the documentation", "Dokumentation herunterladen", "获取文档", "資料をダウンロード", "문서 받기"),
    body: t5(
      "Datasheets, application notes and driver code in one place.",
      "Datenblätter, Application Notes und Treibercode an einem Ort.",
      "数据手册、应用笔记和驱动代码集中一处。",
      "データシート、アプリケーションノート、ドライバーコードを一か所に。",
      "데이터시트, 애플리케이션 노트, 드라이버 코드를 한곳에서.",
    ),
    linkTitle: t5("Go to downloads", "Zu den Downloads", "前往下载", "ダウンロードへ", "다운로드로 이동"),
  },
  {
    image: "card-team",
    route: "support" as const,
    title: t5("Ask an expert", "Fragen Sie einen Experten", "咨询专家", "専門家に相談する", "전문가에게 문의"),
    body: t5(
      "Our application engineers help you integrate the sensor.",
      "Unsere Applikationsingenieure helfen Ihnen bei der Integration.",
      "我们的应用工程师帮助您集成传感器。",
      "アプリケーションエンジニアがセンサーの組み込みを支援します。",
      "애플리케이션 엔지니어가 센서 통합을 도와드립니다.",
    ),
    linkTitle: t5("Contact support", "Support kontaktieren", "联系支持", "サポートに問い合わせる", "지원팀 문의"),
  },
  {
    image: "card-flow",
    route: "channelPartners" as const,
    title: t5("Buy from a distributor", "Bei einem Distributor kaufen", "通过分销商购买", "販売代理店から購入する", "유통업체에서 구매"),
    body: t5(
      "Authorized channel partners deliver worldwide.",
      "Autorisierte Vertriebspartner liefern weltweit.",
      "授权渠道合作伙伴在全球发货。",
      "認定販売パートナーが世界中にお届けします。",
      "공인 채널 파트너가 전 세계에 배송합니다.",
    ),
    linkTitle: t5("Find a partner", "Partner finden", "查找合作伙伴", "パートナーを探す", "파트너 찾기"),
  },
];

/** WAY_TO_START on the style guide page: five ways, so the four-column slider has something to slide. */
export default function wayToStartStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "WAY_TO_START",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: { title: title[l], lead: lead[l] },
        items: ways.map((way) => ({
          title: way.title[l],
          body: way.body[l],
          image: image(media, way.image, l),
          link: routeLink(way.route, l),
          linkTitle: way.linkTitle[l],
        })),
      })),
    },
  ];
}
