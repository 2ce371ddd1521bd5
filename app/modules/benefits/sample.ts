import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const heading = t5("Why Vireo sensors", "Warum Vireo-Sensoren", "为什么选择 Vireo 传感器", "Vireo センサーが選ばれる理由", "Vireo 센서를 선택하는 이유");
const items = [
  {
    icon: "icon-accuracy",
    title: t5("±1.5%", "±1,5 %", "±1.5%", "±1.5%", "±1.5%"),
    subtitle: t5("Relative humidity accuracy", "Genauigkeit der relativen Feuchte", "相对湿度精度", "相対湿度の精度", "상대 습도 정확도"),
    body: t5(
      "Every sensor is calibrated individually at our Swiss plant.",
      "Jeder Sensor wird in unserem Schweizer Werk einzeln kalibriert.",
      "每个传感器都在我们的瑞士工厂单独校准。",
      "すべてのセンサーをスイスの工場で個別に校正しています。",
      "모든 센서는 스위스 공장에서 개별 보정됩니다.",
    ),
  },
  {
    icon: "icon-power",
    title: t5("2 µA", "2 µA", "2 µA", "2 µA", "2 µA"),
    subtitle: t5("Average supply current", "Durchschnittlicher Versorgungsstrom", "平均供电电流", "平均消費電流", "평균 공급 전류"),
    body: t5(
      "Years of battery life for wireless and wearable devices.",
      "Jahrelange Batterielaufzeit für drahtlose und tragbare Geräte.",
      "为无线和可穿戴设备提供多年电池续航。",
      "ワイヤレス機器やウェアラブル機器で何年も持つ電池寿命。",
      "무선 및 웨어러블 기기에서 수년간 배터리 사용.",
    ),
  },
  {
    icon: "icon-global",
    title: t5("10 yrs", "10 Jahre", "10 年", "10 年", "10년"),
    subtitle: t5("Product availability", "Produktverfügbarkeit", "产品供货保障", "製品供給期間", "제품 공급 기간"),
    body: t5(
      "Long-term supply and a global support network.",
      "Langfristige Lieferfähigkeit und ein weltweites Support-Netz.",
      "长期供货和全球支持网络。",
      "長期供給とグローバルなサポート体制。",
      "장기 공급과 글로벌 지원 네트워크.",
    ),
  },
];

/** BENEFITS on the style guide page: three key-figure-like benefit items. */
export default function benefitsStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "BENEFITS",
      content: perLocale((l) => ({
        heading: { title: heading[l] },
        items: items.map((item) => ({ title: item.title[l], subtitle: item.subtitle[l], body: item.body[l], image: image(media, item.icon, l) })),
      })),
    },
  ];
}
