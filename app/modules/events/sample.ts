import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/** EVENTS on the style guide page: upcoming company events, and upcoming career events. */
export default function eventsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "EVENTS",
      content: perLocale((l) => ({
        heading: {
          title: "EVENTS · Events cards",
          lead: t5(
            "The next events that have not ended yet, soonest first.",
            "Die nächsten Veranstaltungen, die noch nicht vorbei sind, die früheste zuerst.",
            "尚未结束的近期活动，按时间先后排列。",
            "まだ終了していない直近のイベントを、日付の早い順に表示します。",
            "아직 끝나지 않은 다가오는 행사를 날짜순으로 보여 줍니다.",
          )[l],
        },
        list: "company",
        limit: 3,
        showAllLink: true,
      })),
    },
    {
      type: "EVENTS",
      layout: { background: "anthracite" },
      content: perLocale((l) => ({
        heading: {
          lead: t5("Upcoming career events.", "Kommende Karriere-Events.", "即将举行的招聘活动。", "今後のキャリアイベント。", "다가오는 채용 행사.")[l],
        },
        list: "career",
        limit: 3,
        showAllLink: true,
      })),
    },
  ];
}
