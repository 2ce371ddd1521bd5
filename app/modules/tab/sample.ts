import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5, type Texts } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const TABS: { title: Texts; body: Texts }[] = [
  {
    title: t5("Measure", "Messen", "测量", "測定", "측정"),
    body: t5(
      "Our sensors measure humidity, temperature, CO₂, flow and particulate matter with calibrated accuracy.\n\nEvery chip is tested before it leaves the factory.",
      "Unsere Sensoren messen Feuchte, Temperatur, CO₂, Durchfluss und Feinstaub mit kalibrierter Genauigkeit.\n\nJeder Chip wird geprüft, bevor er das Werk verlässt.",
      "我们的传感器以经过校准的精度测量湿度、温度、二氧化碳、流量和颗粒物。\n\n每颗芯片在出厂前都经过测试。",
      "当社のセンサーは、湿度、温度、CO₂、流量、粒子状物質を校正済みの精度で測定します。\n\nすべてのチップは出荷前に検査されます。",
      "당사 센서는 습도, 온도, CO₂, 유량, 미세먼지를 보정된 정확도로 측정합니다.\n\n모든 칩은 출고 전에 검사를 거칩니다.",
    ),
  },
  {
    title: t5("Integrate", "Integrieren", "集成", "組み込む", "통합"),
    body: t5(
      "Digital I²C and UART interfaces, drivers for Linux and bare metal, and evaluation kits make integration fast.",
      "Digitale I²C- und UART-Schnittstellen, Treiber für Linux und Bare Metal sowie Evaluationskits machen die Integration schnell.",
      "数字 I²C 和 UART 接口、适用于 Linux 和裸机的驱动程序以及评估套件，让集成快速完成。",
      "デジタル I²C・UART インターフェース、Linux およびベアメタル向けドライバー、評価キットで素早く組み込めます。",
      "디지털 I²C 및 UART 인터페이스, Linux와 베어메탈용 드라이버, 평가 키트로 빠르게 통합할 수 있습니다.",
    ),
  },
  {
    title: t5("Scale", "Skalieren", "量产", "量産する", "확장"),
    body: t5(
      "From the first prototype to millions of units a year: the same part, the same calibration, worldwide support.",
      "Vom ersten Prototyp bis zu Millionen Stück pro Jahr: dasselbe Bauteil, dieselbe Kalibrierung, weltweiter Support.",
      "从第一个原型到每年数百万件：同样的元件、同样的校准、全球支持。",
      "最初の試作から年間数百万個まで：同じ部品、同じ校正、世界中でのサポート。",
      "첫 시제품부터 연간 수백만 개까지: 같은 부품, 같은 보정, 전 세계 지원.",
    ),
  },
];

/** TAB on the style guide page: three text tabs (all panels under headings without JavaScript). */
export default function tabStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "TAB",
      content: perLocale((l) => ({
        heading: { title: "TAB", lead: t5("Tabs with text items.", "Tabs mit Textelementen.", "包含文本项的标签页。", "テキスト項目のタブ。", "텍스트 항목이 있는 탭.")[l] },
        items: TABS.map((tab) => ({ title: tab.title[l], body: tab.body[l] })),
      })),
    },
  ];
}
