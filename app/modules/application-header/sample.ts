import type { SeedModule } from "../../../db/seed/insert-page";
import { image, pageLink, perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const tag = t5("Applications / Automotive", "Anwendungen / Automobil", "应用领域 / 汽车", "アプリケーション / 自動車", "응용 분야 / 자동차");
const title = t5(
  "Sensors for the car of tomorrow",
  "Sensoren für das Auto von morgen",
  "面向未来汽车的传感器",
  "未来のクルマのためのセンサー",
  "미래 자동차를 위한 센서",
);
const body = t5(
  "Cabin air quality, battery safety and HVAC efficiency: our AEC-Q100 qualified sensors measure what matters on the road.",
  "Kabinenluftqualität, Batteriesicherheit und effiziente Klimatisierung: Unsere nach AEC-Q100 qualifizierten Sensoren messen, was auf der Strasse zählt.",
  "车厢空气质量、电池安全和空调效率：我们通过 AEC-Q100 认证的传感器测量行驶中真正重要的数据。",
  "車室内の空気質、バッテリーの安全性、空調の効率。AEC-Q100 認定のセンサーが走行中に重要な値を測定します。",
  "실내 공기질, 배터리 안전, 공조 효율: AEC-Q100 인증 센서가 주행 중 중요한 값을 측정합니다.",
);
const button = t5("Talk to an expert", "Mit einer Fachperson sprechen", "咨询专家", "専門家に相談する", "전문가와 상담하기");

/** APPLICATION_HEADER (Header 3 - Applications) on the style guide page. */
export default function applicationHeaderStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "APPLICATION_HEADER",
      content: perLocale((l) => ({
        tag: tag[l],
        title: title[l],
        body: body[l],
        image: image(media, "hero-automotive", l),
        linkTitle: button[l],
        link: pageLink({ en: "contact", de: "kontakt" }, l),
      })),
    },
  ];
}
