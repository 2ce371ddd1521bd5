import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/** EMPLOYEE_STORIES on the style guide page: stories of one group, and of one category. */
export default function employeeStoriesStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "EMPLOYEE_STORIES",
      content: perLocale((l) => ({
        heading: {
          title: "EMPLOYEE_STORIES · Employee stories",
          lead: t5(
            "A grid of the stories of one group: our apprentices.",
            "Ein Raster mit den Geschichten einer Gruppe: unsere Lernenden.",
            "某一群组的故事网格：我们的学徒。",
            "1つのグループのストーリー一覧：見習い生。",
            "한 그룹의 이야기 그리드: 견습생.",
          )[l],
        },
        group: { id: "Apprentices", title: "Apprentices" },
        limit: 6,
        showAllLink: true,
      })),
    },
    {
      type: "EMPLOYEE_STORIES",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          lead: t5(
            "All groups, one category: Engineering.",
            "Alle Gruppen, eine Kategorie: Entwicklung.",
            "所有群组，一个类别：工程。",
            "全グループ、1つのカテゴリー：エンジニアリング。",
            "모든 그룹, 한 카테고리: 엔지니어링.",
          )[l],
        },
        category: { id: "Engineering", title: "Engineering" },
        limit: 3,
        showAllLink: true,
      })),
    },
  ];
}
