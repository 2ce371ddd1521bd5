import type { SeedModule } from "../../../db/seed/insert-page";
import { image, pageLink, perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const description = t5(
  "Research, development and production under one roof on the shores of Lake Zurich, with a cleanroom for MEMS sensors and a calibration lab.",
  "Forschung, Entwicklung und Produktion unter einem Dach am Ufer des Zürichsees, mit Reinraum für MEMS-Sensoren und Kalibrierlabor.",
  "研发与生产集中于苏黎世湖畔的同一屋檐下，配有 MEMS 传感器洁净室和校准实验室。",
  "チューリッヒ湖畔に研究・開発・生産を集約。MEMSセンサー用クリーンルームと校正ラボを備えています。",
  "취리히 호숫가의 한 건물에서 연구, 개발, 생산을 모두 수행하며 MEMS 센서용 클린룸과 교정 실험실을 갖추고 있습니다.",
);
const visit = t5("Plan your visit", "Besuch planen", "预约参观", "ご来訪の予約", "방문 계획하기");

/** COMPANY_LOCATION on the style guide page: the headquarters (office 1) with a photo. */
export default function companyLocationStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "COMPANY_LOCATION",
      content: perLocale((l) => ({
        heading: { title: "COMPANY_LOCATION · Company location" },
        selectedLocations: [1],
        description: description[l],
        image: image(media, "hero-building", l),
        link: pageLink({ en: "contact", de: "kontakt" }, l),
        linkTitle: visit[l],
      })),
    },
  ];
}
