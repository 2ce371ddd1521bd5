import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const lead = t5(
  "Sales and application support near you.",
  "Verkauf und Applikationssupport in Ihrer Nähe.",
  "您身边的销售和应用支持。",
  "お近くの営業・アプリケーションサポート。",
  "가까운 곳의 영업 및 애플리케이션 지원.",
);

/** CONTACT_LOCATIONS on the style guide page: the Asian offices (4 to 6) with the map, the others as cards only. */
export default function contactLocationsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "CONTACT_LOCATIONS",
      layout: { background: "grey" },
      content: perLocale((l) => ({ heading: { title: "CONTACT_LOCATIONS · Asia", lead: lead[l] }, selectedLocations: [4, 5, 6], showMap: true })),
    },
    {
      type: "CONTACT_LOCATIONS",
      content: perLocale(() => ({ heading: { title: "CONTACT_LOCATIONS · Europe & Americas" }, selectedLocations: [1, 2, 3], showMap: false })),
    },
  ];
}
