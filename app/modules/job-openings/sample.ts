import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/** JOB_OPENINGS on the style guide page: the newest openings, and the openings in one city. */
export default function jobOpeningsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "JOB_OPENINGS",
      content: perLocale((l) => ({
        heading: {
          title: "JOB_OPENINGS · Job openings",
          lead: t5(
            "The newest open positions, with a link to the full career list.",
            "Die neusten offenen Stellen, mit Link zur vollständigen Stellenliste.",
            "最新的职位空缺，并附有完整职位列表的链接。",
            "最新の求人と、求人一覧へのリンク。",
            "최신 채용 공고와 전체 채용 목록 링크.",
          )[l],
        },
        limit: 5,
        showAllLink: true,
      })),
    },
    {
      type: "JOB_OPENINGS",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          lead: t5(
            "Filtered to one location: Stäfa.",
            "Auf einen Standort gefiltert: Stäfa.",
            "按一个地点筛选：施泰法。",
            "1つの勤務地で絞り込み：シュテーファ。",
            "한 근무지로 필터링: 슈테파.",
          )[l],
        },
        limit: 3,
        location: "Stäfa",
        showAllLink: true,
      })),
    },
  ];
}
