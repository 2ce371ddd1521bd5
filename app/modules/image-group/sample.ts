import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const caption = t5(
  "Humidity and CO₂ sensors in the calibration lab.",
  "Feuchte- und CO₂-Sensoren im Kalibrierlabor.",
  "校准实验室中的湿度和 CO₂ 传感器。",
  "校正ラボの湿度センサーと CO₂ センサー。",
  "교정 실험실의 습도 및 CO₂ 센서.",
);

/** IMAGE_GROUP on the style guide page: two images side by side with captions. */
export default function imageGroupStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "IMAGE_GROUP",
      content: perLocale((l) => ({
        heading: { title: "IMAGE_GROUP" },
        items: [
          { title: "CO₂", caption: caption[l], image: image(media, "card-co2", l) },
          { title: "Flow", caption: caption[l], image: image(media, "card-flow", l) },
        ],
      })),
    },
  ];
}
