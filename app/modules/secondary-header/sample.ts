import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const title = t5("Megatrend: healthy buildings", "Megatrend: gesunde Gebäude", "大趋势：健康建筑", "メガトレンド：健康な建物", "메가트렌드: 건강한 건물");
const lead = t5(
  "We spend 90% of our time indoors. Sensors turn air quality from a guess into a measured, controllable value.",
  "Wir verbringen 90 % unserer Zeit in Innenräumen. Sensoren machen Luftqualität von einer Vermutung zu einem messbaren, steuerbaren Wert.",
  "我们 90% 的时间都在室内度过。传感器让空气质量从猜测变为可测量、可控制的数值。",
  "私たちは時間の 90% を屋内で過ごします。センサーは空気質を推測から測定・制御できる値に変えます。",
  "우리는 시간의 90%를 실내에서 보냅니다. 센서는 공기질을 추측이 아닌 측정하고 제어할 수 있는 값으로 바꿉니다.",
);

/** SECONDARY_HEADER (Header 2 - Megatrends): not in the module picker, but it renders. */
export default function secondaryHeaderStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "SECONDARY_HEADER",
      layout: { spaceTop: "no-space", spaceBottom: "no-space" },
      content: perLocale((l) => ({ title: title[l], lead: lead[l], image: image(media, "hero-building", l) })),
    },
  ];
}
