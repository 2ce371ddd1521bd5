import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const heading = t5("FULL_WIDTH_SLIDER", "FULL_WIDTH_SLIDER", "FULL_WIDTH_SLIDER", "FULL_WIDTH_SLIDER", "FULL_WIDTH_SLIDER");
const lead = t5(
  "One slide at a time across the whole width; autoplay with a progress bar, paused while you point at it or it is off-screen.",
  "Eine Folie über die ganze Breite; automatischer Wechsel mit Fortschrittsbalken, pausiert beim Darüberfahren oder ausserhalb des Bildschirms.",
  "每次一张全宽幻灯片；带进度条自动播放，鼠标悬停或不在屏幕内时暂停。",
  "全幅に 1 枚ずつ表示。進行バー付きで自動再生し、ポインターを重ねたときや画面外では一時停止します。",
  "전체 너비에 한 장씩 표시합니다. 진행 표시줄과 함께 자동 재생되며, 마우스를 올리거나 화면 밖에 있으면 일시 정지합니다.",
);

const slides = [
  {
    image: "hero-cleanroom",
    route: "catalog" as const,
    title: t5("Made in our own clean room", "Gefertigt in unserem eigenen Reinraum", "在我们自己的洁净室中制造", "自社クリーンルームで製造", "자체 클린룸에서 생산"),
    body: t5(
      "From wafer to calibrated sensor: every step happens under one roof.",
      "Vom Wafer zum kalibrierten Sensor: Jeder Schritt geschieht unter einem Dach.",
      "从晶圆到校准完成的传感器：每一步都在同一屋檐下完成。",
      "ウェハーから校正済みセンサーまで、すべての工程を一か所で行っています。",
      "웨이퍼부터 교정된 센서까지 모든 공정을 한곳에서 진행합니다.",
    ),
    button: t5("Explore products", "Produkte entdecken", "探索产品", "製品を見る", "제품 살펴보기"),
  },
  {
    image: "hero-automotive",
    route: "catalog" as const,
    title: t5("Sensors for the road ahead", "Sensoren für die Strasse von morgen", "面向未来道路的传感器", "これからのクルマのためのセンサー", "앞으로의 도로를 위한 센서"),
    body: t5(
      "AEC-Q qualified humidity and gas sensors for cabins and batteries.",
      "AEC-Q-qualifizierte Feuchte- und Gassensoren für Fahrgastraum und Batterie.",
      "通过 AEC-Q 认证的湿度和气体传感器，用于座舱和电池。",
      "車室とバッテリー向けの AEC-Q 認定湿度・ガスセンサー。",
      "차량 실내와 배터리를 위한 AEC-Q 인증 습도 및 가스 센서.",
    ),
    button: t5("Automotive sensors", "Automobilsensoren", "汽车传感器", "車載センサー", "차량용 센서"),
  },
  {
    image: "hero-medical",
    route: "support" as const,
    videoUrl: "https://www.youtube.com/watch?v=eRsGyueVLvQ",
    title: t5("Flow sensing in ventilators", "Durchflussmessung in Beatmungsgeräten", "呼吸机中的流量测量", "人工呼吸器の流量計測", "인공호흡기의 유량 측정"),
    body: t5(
      "Watch how our mass flow meters keep every breath precise.",
      "Sehen Sie, wie unsere Massendurchflussmesser jeden Atemzug präzise halten.",
      "观看我们的质量流量计如何让每一次呼吸都精准。",
      "当社のマスフローメーターが一呼吸ごとの精度をどう支えるかをご覧ください。",
      "당사 질량 유량계가 모든 호흡을 정밀하게 유지하는 모습을 확인하세요.",
    ),
    button: t5("Contact support", "Support kontaktieren", "联系支持", "サポートに問い合わせる", "지원팀 문의"),
  },
  {
    image: "hero-building",
    route: "career" as const,
    title: t5("Smarter buildings start with data", "Intelligente Gebäude beginnen mit Daten", "智能建筑始于数据", "スマートなビルはデータから", "스마트 빌딩은 데이터에서 시작됩니다"),
    body: t5(
      "Join the team that makes indoor climate measurable.",
      "Werden Sie Teil des Teams, das Raumklima messbar macht.",
      "加入让室内气候变得可测量的团队。",
      "室内環境を測れるものにするチームに加わりませんか。",
      "실내 환경을 측정 가능하게 만드는 팀에 합류하세요.",
    ),
    button: t5("Careers", "Karriere", "职业发展", "採用情報", "채용"),
  },
];

/** FULL_WIDTH_SLIDER on the style guide page: four slides, one of them with a video. */
export default function fullWidthSliderStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "FULL_WIDTH_SLIDER",
      content: perLocale((l) => ({
        heading: { title: heading[l], lead: lead[l] },
        slides: slides.map((slide) => ({
          title: slide.title[l],
          body: slide.body[l],
          image: image(media, slide.image, l),
          ...(slide.videoUrl ? { videoUrl: slide.videoUrl } : {}),
          link: routeLink(slide.route, l),
          linkTitle: slide.button[l],
        })),
      })),
    },
  ];
}
