import type { Locale } from "../../../shared/locales";
import type { SeedModule } from "../../../db/seed/insert-page";
import { image, pageLink, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const heading = t5("How can we help?", "Wie können wir helfen?", "我们能为您做些什么？", "どのようなご用件ですか？", "무엇을 도와드릴까요?");
const topics = [
  {
    image: "card-humidity",
    title: t5("Choose a sensor", "Sensor auswählen", "选择传感器", "センサーを選ぶ", "센서 선택"),
    body: t5(
      "Compare accuracy, interface and package across our humidity, CO₂, flow and particulate sensors.",
      "Vergleichen Sie Genauigkeit, Schnittstelle und Gehäuse unserer Feuchte-, CO₂-, Durchfluss- und Feinstaubsensoren.",
      "比较我们的湿度、二氧化碳、流量和颗粒物传感器的精度、接口和封装。",
      "湿度・CO₂・流量・粒子センサーの精度、インターフェース、パッケージを比較できます。",
      "습도, CO₂, 유량, 미세먼지 센서의 정확도, 인터페이스, 패키지를 비교해 보세요.",
    ),
    linkTitle: t5("Compare products", "Produkte vergleichen", "比较产品", "製品を比較", "제품 비교"),
    link: (l: Locale) => routeLink("compare", l),
  },
  {
    image: "card-flow",
    title: t5("Design it in", "Design-in", "设计导入", "設計に組み込む", "설계 적용"),
    body: t5(
      "Data sheets, application notes and drivers for every product, in one place.",
      "Datenblätter, Applikationsschriften und Treiber für jedes Produkt an einem Ort.",
      "每款产品的数据手册、应用说明和驱动程序，尽在一处。",
      "全製品のデータシート、アプリケーションノート、ドライバーを一か所に。",
      "모든 제품의 데이터시트, 애플리케이션 노트, 드라이버를 한곳에서.",
    ),
    linkTitle: t5("Go to downloads", "Zu den Downloads", "前往下载", "ダウンロードへ", "다운로드로 이동"),
    link: (l: Locale) => routeLink("downloads", l),
  },
  {
    image: "card-team",
    title: t5("Talk to us", "Sprechen Sie mit uns", "联系我们", "お問い合わせ", "문의하기"),
    body: t5(
      "Our field application engineers answer within one working day.",
      "Unsere Field Application Engineers antworten innerhalb eines Arbeitstags.",
      "我们的现场应用工程师将在一个工作日内回复。",
      "フィールドアプリケーションエンジニアが 1 営業日以内に回答します。",
      "현장 애플리케이션 엔지니어가 영업일 기준 1일 이내에 답변드립니다.",
    ),
    linkTitle: t5("Contact", "Kontakt", "联系方式", "連絡先", "연락처"),
    link: (l: Locale) => pageLink({ en: "contact", de: "kontakt" }, l),
  },
];

/** CTA_BLOCK on the style guide page: three topics. */
export default function ctaBlockStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "CTA_BLOCK",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: { title: heading[l] },
        topics: topics.map((topic) => ({
          title: topic.title[l],
          body: topic.body[l],
          image: image(media, topic.image, l),
          linkTitle: topic.linkTitle[l],
          link: topic.link(l),
        })),
      })),
    },
  ];
}
