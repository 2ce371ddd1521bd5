import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/*
 * Picked stories: the seed inserts employee stories after the pages, numbered from 1 in
 * db/seed/content-career.ts order (story 2 has a video). A missing one would simply be skipped.
 */
const PICKED = [
  {
    id: 2,
    title: "Designing chips that breathe",
    body: t5(
      "Our MEMS designers explain how a humidity sensor learns to breathe – in a short video.",
      "Unsere MEMS-Designer erklären in einem kurzen Video, wie ein Feuchtesensor atmen lernt.",
      "我们的 MEMS 设计师在短片中讲述湿度传感器如何学会“呼吸”。",
      "MEMS設計者が、湿度センサーが「呼吸」を覚える仕組みを短い動画で紹介します。",
      "MEMS 설계자들이 습도 센서가 숨 쉬는 법을 배우는 과정을 짧은 영상으로 소개합니다.",
    ),
  },
  {
    id: 1,
    title: "From apprentice to team lead",
    body: t5(
      "Twelve years, one company: how an apprenticeship became a career in production.",
      "Zwölf Jahre, ein Unternehmen: wie aus einer Lehre eine Karriere in der Produktion wurde.",
      "十二年，一家公司：一段学徒经历如何成就生产领域的职业生涯。",
      "12年、ひとつの会社。見習いから製造部門でのキャリアへ。",
      "12년, 한 회사: 견습 과정이 생산 분야 경력으로 이어지기까지.",
    ),
  },
  { id: 3, title: "Selling precision in Seoul", body: null },
];

/** LATEST_EMPLOYEE_STORIES on the style guide page: the newest stories, and picked ones with teaser texts. */
export default function latestEmployeeStoriesStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "LATEST_EMPLOYEE_STORIES",
      content: perLocale((l) => ({
        heading: {
          title: "LATEST_EMPLOYEE_STORIES · Latest employee stories",
          lead: t5(
            "The newest stories in a slider: three, two on tablets, one on phones.",
            "Die neusten Geschichten in einem Slider: drei, zwei auf Tablets, eine auf Smartphones.",
            "以滑块展示的最新故事：三个，平板上两个，手机上一个。",
            "最新のストーリーをスライダーで：3件、タブレットでは2件、スマートフォンでは1件。",
            "최신 이야기 슬라이더: 3개, 태블릿 2개, 휴대폰 1개.",
          )[l],
        },
        teasers: [],
        limit: 6,
        showAllLink: true,
      })),
    },
    {
      type: "LATEST_EMPLOYEE_STORIES",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          lead: t5(
            "Stories an editor picked, with their own teaser texts.",
            "Von der Redaktion ausgewählte Geschichten, mit eigenen Teasertexten.",
            "编辑精选的故事，配有专门的摘要文字。",
            "編集者が選んだストーリーと、独自のティーザーテキスト。",
            "편집자가 고른 이야기와 전용 티저 문구.",
          )[l],
        },
        teasers: PICKED.map((p) => ({ story: { id: p.id, title: p.title }, ...(p.body ? { body: p.body[l] } : {}) })),
        limit: 6,
        showAllLink: false,
      })),
    },
  ];
}
