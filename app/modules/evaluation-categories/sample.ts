import { href } from "../../../shared/route-table";
import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const heading = t5("Evaluation kits", "Evaluationskits", "评估套件", "評価キット", "평가 키트");
const categories = [
  {
    title: t5("Humidity and temperature", "Feuchte und Temperatur", "湿度和温度", "湿度・温度", "습도 및 온도"),
    description: t5(
      "Evaluation boards for the SHX series with USB interface and viewer software.",
      "Evaluationsboards für die SHX-Serie mit USB-Schnittstelle und Viewer-Software.",
      "适用于 SHX 系列的评估板，带 USB 接口和查看软件。",
      "USB インターフェースとビューアーソフト付きの SHX シリーズ評価ボード。",
      "USB 인터페이스와 뷰어 소프트웨어를 갖춘 SHX 시리즈 평가 보드.",
    ),
    category: "humidity-sensors",
  },
  {
    title: t5("CO₂ and gas", "CO₂ und Gas", "二氧化碳和气体", "CO₂・ガス", "CO₂ 및 가스"),
    description: t5(
      "Kits for photoacoustic CO₂ sensing and VOC monitoring.",
      "Kits für photoakustische CO₂-Messung und VOC-Überwachung.",
      "用于光声二氧化碳检测和 VOC 监测的套件。",
      "光音響式 CO₂ 測定と VOC モニタリング用のキット。",
      "광음향 CO₂ 측정 및 VOC 모니터링용 키트.",
    ),
    category: "co2-sensors",
  },
  {
    title: t5("Flow", "Durchfluss", "流量", "流量", "유량"),
    description: t5(
      "Reference setups for gas and liquid flow meters.",
      "Referenzaufbauten für Gas- und Flüssigkeitsdurchflussmesser.",
      "气体和液体流量计的参考装置。",
      "気体・液体流量計のリファレンス構成。",
      "기체 및 액체 유량계용 레퍼런스 구성.",
    ),
    category: "flow-sensors",
  },
  {
    title: t5("Particulate matter", "Feinstaub", "颗粒物", "粒子状物質", "미세먼지"),
    description: t5(
      "Starter kits for PM1.0 to PM10 measurement in air purifiers and monitors.",
      "Starterkits für die Messung von PM1.0 bis PM10 in Luftreinigern und Messgeräten.",
      "用于空气净化器和监测仪中 PM1.0 至 PM10 测量的入门套件。",
      "空気清浄機やモニター向け PM1.0〜PM10 測定スターターキット。",
      "공기청정기와 측정기의 PM1.0~PM10 측정용 스타터 키트.",
    ),
    category: "particulate-sensors",
  },
];

/** EVALUATION_CATEGORIES on the style guide page: four category cards, each opening the filtered catalogue. */
export default function evaluationCategoriesStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "EVALUATION_CATEGORIES",
      content: perLocale((l) => ({
        heading: { title: heading[l] },
        items: categories.map((c) => ({ title: c.title[l], description: c.description[l], link: { ...routeLink("catalog", l), href: href("catalog", l, {}, { category: c.category }) } })),
      })),
    },
  ];
}
