import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

// The seed inserts the six offices of content-company.ts into an empty table: ids 1 to 6 in that order.
const ALL_OFFICES = [1, 2, 3, 4, 5, 6];

const lead = t5(
  "Our offices worldwide. Choose a pin to find its address.",
  "Unsere Standorte weltweit. Wählen Sie eine Markierung, um die Adresse zu finden.",
  "我们在全球的办公地点。选择一个标记即可查看地址。",
  "世界各地の拠点です。ピンを選ぶと住所が表示されます。",
  "전 세계 사무소입니다. 핀을 선택하면 주소를 확인할 수 있습니다.",
);

/** OFFICE_MAP on the style guide page: every office on the world map, and the European ones close up. */
export default function officeMapStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "OFFICE_MAP",
      content: perLocale((l) => ({ heading: { title: "OFFICE_MAP · Map", lead: lead[l] }, selectedLocations: ALL_OFFICES, area: "fit" })),
    },
    {
      type: "OFFICE_MAP",
      layout: { background: "grey" },
      content: perLocale(() => ({ heading: { title: "OFFICE_MAP · Europe" }, selectedLocations: [1, 2], area: "europe" })),
    },
  ];
}
