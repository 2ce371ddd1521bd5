import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const calendar = t5("Financial calendar", "Finanzkalender", "财务日程", "IRカレンダー", "재무 일정");
const lead = t5(
  "Provided by our investor-relations partner; open it in a new tab if it does not show.",
  "Bereitgestellt von unserem Investor-Relations-Partner; öffnen Sie es in einem neuen Tab, falls es nicht erscheint.",
  "由我们的投资者关系合作伙伴提供；如无法显示，请在新标签页中打开。",
  "IRパートナーが提供しています。表示されない場合は新しいタブで開いてください。",
  "투자자 관계 파트너가 제공합니다. 표시되지 않으면 새 탭에서 여세요.",
);
// The IR provider's pages per language (English for cn, jp and kr).
const LANGUAGE = { en: "English", de: "Deutsch", cn: "English", jp: "English", kr: "English" } as const;

/** EQS_INVESTORS on the style guide page: the provider's financial calendar. */
export default function eqsInvestorsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "EQS_INVESTORS",
      content: perLocale((l) => ({
        heading: { title: "EQS_INVESTORS · Investor embeds", lead: lead[l] },
        embeds: [{ title: calendar[l], url: `https://irpages2.eqs.com/websites/vireo/${LANGUAGE[l]}/4000/financial-calendar.html`, height: 480 }],
      })),
    },
  ];
}
