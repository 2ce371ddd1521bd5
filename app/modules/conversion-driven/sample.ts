import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const first = {
  tag: t5("Evaluation kit", "Evaluationskit", "评估套件", "評価キット", "평가 키트"),
  title: t5("Test the SCD50 in your product", "Testen Sie den SCD50 in Ihrem Produkt", "在您的产品中测试 SCD50", "SCD50 をあなたの製品で試す", "귀사 제품에서 SCD50 테스트하기"),
  body: t5(
    "The kit connects by USB and logs CO₂, temperature and humidity in minutes.",
    "Das Kit wird per USB angeschlossen und zeichnet CO₂, Temperatur und Feuchte in wenigen Minuten auf.",
    "该套件通过 USB 连接，几分钟内即可记录二氧化碳、温度和湿度。",
    "キットは USB で接続し、数分で CO₂・温度・湿度を記録できます。",
    "키트를 USB로 연결하면 몇 분 만에 CO₂, 온도, 습도를 기록합니다.",
  ),
  linkTitle: t5("Order a kit", "Kit bestellen", "订购套件", "キットを注文", "키트 주문"),
};
const second = {
  title: t5("Air quality you can prove", "Luftqualität, die Sie belegen können", "可验证的空气质量", "証明できる空気質", "증명할 수 있는 공기질"),
  body: t5(
    "Certified measurements help buildings meet WELL and RESET standards.",
    "Zertifizierte Messungen helfen Gebäuden, die Standards WELL und RESET zu erfüllen.",
    "经认证的测量帮助建筑达到 WELL 和 RESET 标准。",
    "認証された測定で、建物が WELL や RESET の基準を満たせます。",
    "인증된 측정으로 건물이 WELL 및 RESET 기준을 충족할 수 있습니다.",
  ),
  linkTitle: t5("See the sensors", "Zu den Sensoren", "查看传感器", "センサーを見る", "센서 보기"),
};

/** CONVERSION_DRIVEN (image with card) on the style guide page: image left, then image right. */
export default function conversionDrivenStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "CONVERSION_DRIVEN",
      content: perLocale((l) => ({
        image: image(media, "card-co2", l),
        imagePosition: "left",
        tag: first.tag[l],
        title: first.title[l],
        body: first.body[l],
        linkTitle: first.linkTitle[l],
        link: routeLink("catalog", l),
      })),
    },
    {
      type: "CONVERSION_DRIVEN",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        image: image(media, "hero-building", l),
        imagePosition: "right",
        title: second.title[l],
        body: second.body[l],
        linkTitle: second.linkTitle[l],
        link: routeLink("catalog", l),
      })),
    },
  ];
}
