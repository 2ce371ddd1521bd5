import type { SeedModule } from "../../../db/seed/insert-page";
import { image, pageLink, perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const TEASERS = [
  {
    image: "hero-automotive",
    page: { en: "applications/automotive", de: "anwendungen/automobil" },
    tag: t5("Application", "Anwendung", "应用", "アプリケーション", "응용 분야"),
    title: t5("Cabin air in electric vehicles", "Kabinenluft in Elektrofahrzeugen", "电动汽车的车厢空气", "電気自動車の車室内空気", "전기차의 실내 공기"),
    body: t5(
      "CO₂ and humidity sensors keep the cabin fresh and the windows clear while saving battery range.",
      "CO₂- und Feuchtesensoren halten die Kabinenluft frisch und die Scheiben klar und sparen dabei Reichweite.",
      "二氧化碳和湿度传感器让车厢空气清新、车窗清晰，同时节省电池续航。",
      "CO₂・湿度センサーが車室内の空気を快適に保ち、窓の曇りを防ぎながら航続距離を節約します。",
      "CO₂ 및 습도 센서가 실내 공기를 쾌적하게, 창문을 깨끗하게 유지하면서 주행 거리를 아껴 줍니다.",
    ),
  },
  {
    image: "hero-medical",
    page: { en: "applications/medical", de: "anwendungen/medizintechnik" },
    tag: t5("Application", "Anwendung", "应用", "アプリケーション", "응용 분야"),
    title: t5("Flow sensing in ventilators", "Durchflussmessung in Beatmungsgeräten", "呼吸机中的流量检测", "人工呼吸器のフローセンシング", "인공호흡기의 유량 감지"),
    body: t5(
      "Fast, drift-free flow measurement for every breath, calibrated for air and oxygen.",
      "Schnelle, driftfreie Durchflussmessung für jeden Atemzug, kalibriert für Luft und Sauerstoff.",
      "快速、无漂移地测量每一次呼吸的流量，已针对空气和氧气校准。",
      "呼吸ごとの高速でドリフトのない流量測定。空気と酸素に校正済み。",
      "호흡마다 빠르고 드리프트 없는 유량 측정, 공기와 산소에 맞춰 교정.",
    ),
  },
  {
    image: "card-sustainability",
    page: { en: "company/sustainability", de: "unternehmen/nachhaltigkeit" },
    tag: t5("Company", "Unternehmen", "公司", "会社情報", "회사"),
    title: t5("Measuring is the first step", "Messen ist der erste Schritt", "测量是第一步", "測定は最初の一歩", "측정은 첫걸음입니다"),
    body: t5(
      "How our sensors help buildings save energy, and how we cut our own emissions.",
      "Wie unsere Sensoren Gebäuden beim Energiesparen helfen und wie wir unsere eigenen Emissionen senken.",
      "我们的传感器如何帮助建筑节能，以及我们如何减少自身排放。",
      "センサーが建物の省エネにどう役立つか、そして自社の排出量をどう削減しているか。",
      "센서가 건물의 에너지 절약을 돕는 방법과 당사가 자체 배출량을 줄이는 방법.",
    ),
  },
];

const linkTitle = t5("Read more", "Mehr erfahren", "了解更多", "詳しく見る", "자세히 보기");

/** CORRESPONDING on the style guide page: three related-topic teasers. */
export default function correspondingStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "CORRESPONDING",
      content: perLocale((l) => ({
        heading: {
          title: "CORRESPONDING · Related topics",
          lead: t5(
            "Teasers to related pages: image, tag, title, text and a link.",
            "Teaser zu verwandten Seiten: Bild, Tag, Titel, Text und ein Link.",
            "相关页面的预告卡片：图片、标签、标题、正文和链接。",
            "関連ページへのティーザー：画像、タグ、タイトル、本文、リンク。",
            "관련 페이지 티저: 이미지, 태그, 제목, 본문, 링크.",
          )[l],
        },
        teasers: TEASERS.map((teaser) => ({
          tag: teaser.tag[l],
          title: teaser.title[l],
          body: teaser.body[l],
          image: image(media, teaser.image, l),
          link: pageLink(teaser.page, l),
          linkTitle: linkTitle[l],
        })),
      })),
    },
  ];
}
