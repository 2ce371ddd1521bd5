import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const heading = t5("SLIDER · Card slider", "SLIDER · Karten-Slider", "SLIDER · 卡片轮播", "SLIDER · カードスライダー", "SLIDER · 카드 슬라이더");
const lead = t5(
  "Four cards per view (3, 2 and 1 on smaller screens), autoplay every 10 seconds with a progress bar.",
  "Vier Karten pro Ansicht (3, 2 und 1 auf kleineren Bildschirmen), automatischer Wechsel alle 10 Sekunden mit Fortschrittsbalken.",
  "每屏四张卡片（较小屏幕上为 3、2 和 1 张），每 10 秒自动切换并显示进度条。",
  "1 画面に 4 枚のカード（小さい画面では 3、2、1 枚）。進行バー付きで 10 秒ごとに自動で切り替わります。",
  "한 화면에 카드 4장(작은 화면에서는 3, 2, 1장), 진행 표시줄과 함께 10초마다 자동으로 넘어갑니다.",
);
const button = t5("Learn more", "Mehr erfahren", "了解更多", "詳しく見る", "자세히 보기");

const slides = [
  {
    image: "card-humidity",
    route: "catalog" as const,
    title: t5("Humidity sensors", "Feuchtesensoren", "湿度传感器", "湿度センサー", "습도 센서"),
    body: t5(
      "Individually calibrated sensors for relative humidity and temperature.",
      "Einzeln kalibrierte Sensoren für relative Feuchte und Temperatur.",
      "逐一校准的相对湿度和温度传感器。",
      "1 個ずつ校正された相対湿度・温度センサー。",
      "하나씩 교정된 상대 습도 및 온도 센서.",
    ),
  },
  {
    image: "card-co2",
    route: "catalog" as const,
    title: t5("CO₂ sensors", "CO₂-Sensoren", "二氧化碳传感器", "CO₂センサー", "CO₂ 센서"),
    body: t5(
      "Photoacoustic sensing for healthy indoor air in a compact package.",
      "Photoakustische Messung für gesunde Raumluft in kompakter Bauform.",
      "光声测量技术，以紧凑封装守护健康的室内空气。",
      "光音響方式で、コンパクトに健康的な室内空気を実現。",
      "광음향 방식으로 작은 크기에 건강한 실내 공기를 지킵니다.",
    ),
  },
  {
    image: "card-flow",
    route: "catalog" as const,
    videoUrl: "https://youtu.be/aqz-KE-bpKQ",
    title: t5("Flow sensors (video)", "Durchflusssensoren (Video)", "流量传感器（视频）", "フローセンサー（動画）", "유량 센서(동영상)"),
    body: t5(
      "A slide with a video: the player loads only when you press play.",
      "Eine Folie mit Video: Der Player lädt erst, wenn Sie auf Abspielen drücken.",
      "带视频的幻灯片：只有按下播放时才会加载播放器。",
      "動画付きのスライド：再生を押したときにだけプレーヤーを読み込みます。",
      "동영상이 있는 슬라이드: 재생을 누를 때만 플레이어를 불러옵니다.",
    ),
  },
  {
    image: "card-particulate",
    route: "catalog" as const,
    title: t5("Particulate matter", "Feinstaub", "颗粒物", "粒子状物質", "미세먼지"),
    body: t5(
      "Laser-based counting of PM1, PM2.5, PM4 and PM10 with long lifetime.",
      "Laserbasierte Zählung von PM1, PM2.5, PM4 und PM10 mit langer Lebensdauer.",
      "基于激光的 PM1、PM2.5、PM4 和 PM10 计数，使用寿命长。",
      "レーザー方式で PM1、PM2.5、PM4、PM10 を長寿命で計測。",
      "레이저 방식으로 PM1, PM2.5, PM4, PM10을 긴 수명으로 측정합니다.",
    ),
  },
  {
    image: "card-sustainability",
    route: "news" as const,
    title: t5("Sustainability", "Nachhaltigkeit", "可持续发展", "サステナビリティ", "지속 가능성"),
    body: t5(
      "How our sensors help save energy in buildings and vehicles.",
      "Wie unsere Sensoren in Gebäuden und Fahrzeugen Energie sparen helfen.",
      "我们的传感器如何帮助建筑和车辆节约能源。",
      "当社のセンサーが建物や車両の省エネにどう役立つか。",
      "당사 센서가 건물과 차량의 에너지 절약에 어떻게 기여하는지 알아보세요.",
    ),
  },
  {
    image: "card-team",
    route: "career" as const,
    title: t5("Work with us", "Arbeiten bei uns", "加入我们", "一緒に働きませんか", "함께 일해요"),
    body: t5(
      "Engineers, scientists and makers building the sensors of tomorrow.",
      "Ingenieurinnen, Forscher und Macher bauen die Sensoren von morgen.",
      "工程师、科学家和创造者共同打造明天的传感器。",
      "エンジニア、研究者、ものづくりの仲間が明日のセンサーをつくっています。",
      "엔지니어, 과학자, 메이커가 내일의 센서를 만듭니다.",
    ),
  },
];

/** SLIDER on the style guide page: six cards, one of them with a video. */
export default function sliderStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "SLIDER",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: { title: heading[l], lead: lead[l] },
        slides: slides.map((slide) => ({
          title: slide.title[l],
          body: slide.body[l],
          image: image(media, slide.image, l),
          ...(slide.videoUrl ? { videoUrl: slide.videoUrl } : {}),
          link: routeLink(slide.route, l),
          linkTitle: button[l],
        })),
      })),
    },
  ];
}
