import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const lead = t5(
  "Three teasers per view (2 and 1 on smaller screens); each teaser is one link.",
  "Drei Teaser pro Ansicht (2 und 1 auf kleineren Bildschirmen); jeder Teaser ist ein Link.",
  "每屏三个推荐（较小屏幕上为 2 和 1 个）；每个推荐都是一个链接。",
  "1 画面に 3 件（小さい画面では 2 件、1 件）。各ティーザーは 1 つのリンクです。",
  "한 화면에 티저 3개(작은 화면에서는 2개, 1개). 각 티저는 하나의 링크입니다.",
);

const items = [
  {
    image: "hero-cleanroom",
    route: "news" as const,
    tag: t5("Press release", "Medienmitteilung", "新闻稿", "プレスリリース", "보도 자료"),
    title: t5("New clean-room line doubles capacity", "Neue Reinraumlinie verdoppelt die Kapazität", "新洁净室产线使产能翻倍", "新クリーンルームラインで生産能力が倍増", "새 클린룸 라인으로 생산 능력 두 배"),
    body: t5(
      "The expansion secures supply for customers in medical and automotive markets.",
      "Der Ausbau sichert die Versorgung von Kunden im Medizin- und Automobilmarkt.",
      "此次扩建保障了医疗和汽车市场客户的供货。",
      "今回の拡張で、医療・車載市場のお客様への供給を確保します。",
      "이번 증설로 의료 및 자동차 시장 고객에게 안정적으로 공급합니다.",
    ),
    button: t5("Read the release", "Mitteilung lesen", "阅读新闻稿", "リリースを読む", "보도 자료 읽기"),
  },
  {
    image: "card-co2",
    route: "events" as const,
    tag: t5("Webinar", "Webinar", "网络研讨会", "ウェビナー", "웨비나"),
    title: t5("Designing with CO₂ sensors", "Entwickeln mit CO₂-Sensoren", "使用二氧化碳传感器进行设计", "CO₂センサーを使った設計", "CO₂ 센서를 활용한 설계"),
    body: t5(
      "Placement, airflow and calibration tips from our application engineers.",
      "Tipps zu Platzierung, Luftstrom und Kalibrierung von unseren Applikationsingenieuren.",
      "来自我们应用工程师的安装位置、气流和校准技巧。",
      "アプリケーションエンジニアが配置、気流、校正のコツを紹介します。",
      "애플리케이션 엔지니어가 전하는 배치, 기류, 교정 팁.",
    ),
    button: t5("Register now", "Jetzt anmelden", "立即报名", "今すぐ登録", "지금 등록"),
  },
  {
    image: "hero-building",
    route: "blog" as const,
    tag: t5("Blog", "Blog", "博客", "ブログ", "블로그"),
    title: t5("Why indoor air quality matters", "Warum Raumluftqualität zählt", "为什么室内空气质量很重要", "室内空気質が大切な理由", "실내 공기질이 중요한 이유"),
    body: t5(
      "Humidity, CO₂ and particles affect how well we think and sleep.",
      "Feuchte, CO₂ und Partikel beeinflussen, wie gut wir denken und schlafen.",
      "湿度、二氧化碳和颗粒物会影响我们的思考和睡眠。",
      "湿度、CO₂、粒子は思考や睡眠の質に影響します。",
      "습도, CO₂, 입자는 우리의 사고와 수면에 영향을 줍니다.",
    ),
    button: t5("Read the article", "Artikel lesen", "阅读文章", "記事を読む", "기사 읽기"),
  },
  {
    image: "hero-automotive",
    route: "events" as const,
    tag: t5("Trade fair", "Messe", "展会", "展示会", "전시회"),
    title: t5("Meet us at the sensor fair", "Treffen Sie uns an der Sensormesse", "在传感器展会上与我们见面", "センサー展示会でお会いしましょう", "센서 전시회에서 만나요"),
    body: t5(
      "See our automotive portfolio live and talk to the engineers behind it.",
      "Erleben Sie unser Automobil-Portfolio live und sprechen Sie mit den Entwicklern.",
      "现场体验我们的汽车产品组合，并与背后的工程师交流。",
      "車載ポートフォリオを実際に見て、開発したエンジニアと話せます。",
      "차량용 포트폴리오를 직접 보고 개발 엔지니어와 이야기해 보세요.",
    ),
    button: t5("Book a meeting", "Termin vereinbaren", "预约会面", "面談を予約", "미팅 예약"),
  },
];

/** MEDIA_TEASER on the style guide page: four teasers, so the slider has a second page. */
export default function mediaTeaserStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "MEDIA_TEASER",
      content: perLocale((l) => ({
        heading: { title: "MEDIA_TEASER", lead: lead[l] },
        items: items.map((item) => ({
          image: image(media, item.image, l),
          tag: item.tag[l],
          title: item.title[l],
          body: item.body[l],
          linkTitle: item.button[l],
          link: routeLink(item.route, l),
        })),
      })),
    },
  ];
}
