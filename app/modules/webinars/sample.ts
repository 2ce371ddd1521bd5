import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/*
 * Ids of the webinars db/seed/content-company.ts inserts into a fresh database: 28 company
 * events and 12 career events come first, then the six webinars. Pages are seeded before the
 * content, so the style guide names them by id (app/modules/webinars tests check these ids).
 */
const FIRST_WEBINAR = 28 + 12 + 1;
export const SEED_WEBINARS = [FIRST_WEBINAR, FIRST_WEBINAR + 1, FIRST_WEBINAR + 2] as const;

/** WEBINARS on the style guide page: three picked webinars. */
export default function webinarsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "WEBINARS",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          title: "WEBINARS · Webinars cards",
          lead: t5(
            "Picked webinars; each card opens the registration page in a new tab.",
            "Ausgewählte Webinare; jede Karte öffnet die Anmeldeseite in einem neuen Tab.",
            "精选网络研讨会；每张卡片都会在新标签页中打开注册页面。",
            "選択したウェビナー。各カードは登録ページを新しいタブで開きます。",
            "선택한 웨비나. 각 카드는 등록 페이지를 새 탭에서 엽니다.",
          )[l],
        },
        webinars: [...SEED_WEBINARS],
      })),
    },
  ];
}
