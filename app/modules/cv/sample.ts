import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/*
 * The seed inserts team members after the pages, numbered from 1 in db/seed/content-investors.ts
 * order: 1–3 the board (level 0), 4–7 the executive committee (level 1).
 */
const EXECUTIVES = [4, 5, 6, 7];

/** CV on the style guide page: the whole team by level, and a chosen few (one CV open page-wide). */
export default function cvStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "CV",
      content: perLocale((l) => ({
        heading: {
          title: "CV · Team / CV",
          lead: t5(
            "The whole team by organisation level. Only one CV is open at a time on the whole page.",
            "Das ganze Team nach Organisationsebene. Auf der ganzen Seite ist immer nur ein Lebenslauf offen.",
            "按组织层级展示整个团队。整个页面上一次只展开一份简历。",
            "組織レベル別のチーム全体。ページ全体で同時に開く経歴は1つだけです。",
            "조직 단계별 전체 팀. 페이지 전체에서 한 번에 하나의 이력만 열립니다.",
          )[l],
        },
        members: [],
        groupByLevel: true,
      })),
    },
    {
      type: "CV",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          lead: t5(
            "Chosen members: the executive committee. Opening one here closes the one open above.",
            "Ausgewählte Mitglieder: die Geschäftsleitung. Wer hier einen öffnet, schliesst den oben geöffneten.",
            "选定成员：执行委员会。在此展开一份会关闭上方已展开的简历。",
            "選択したメンバー：経営委員会。ここで開くと上で開いている経歴が閉じます。",
            "선택한 구성원: 경영위원회. 여기서 열면 위에서 열린 이력이 닫힙니다.",
          )[l],
        },
        members: EXECUTIVES,
        groupByLevel: true,
      })),
    },
  ];
}
