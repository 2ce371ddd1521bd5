import type { SeedModule } from "../../../db/seed/insert-page";
import { image, perLocale, routeLink, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

const title = t5("Samples in 48 hours", "Muster in 48 Stunden", "48 小时内获取样品", "48 時間でサンプルをお届け", "48시간 내 샘플 제공");
const body = t5(
  "Order evaluation kits and samples online and start testing this week.",
  "Bestellen Sie Evaluationskits und Muster online und beginnen Sie noch diese Woche mit dem Testen.",
  "在线订购评估套件和样品，本周即可开始测试。",
  "評価キットとサンプルをオンラインで注文し、今週からテストを始めましょう。",
  "평가 키트와 샘플을 온라인으로 주문하고 이번 주에 테스트를 시작하세요.",
);
const button = t5("Find a distributor", "Vertriebspartner finden", "查找经销商", "販売代理店を探す", "대리점 찾기");
const secondTitle = t5("Join our team", "Werden Sie Teil unseres Teams", "加入我们的团队", "私たちのチームに加わりませんか", "우리 팀에 합류하세요");
const secondBody = t5(
  "Engineers, scientists and makers: help us measure what matters.",
  "Ingenieurinnen, Wissenschaftler und Macherinnen: Messen Sie mit uns, was zählt.",
  "工程师、科学家和创造者：与我们一起测量真正重要的东西。",
  "エンジニア、科学者、ものづくりの人へ。大切なものを一緒に測りましょう。",
  "엔지니어, 과학자, 메이커 여러분, 중요한 것을 함께 측정해요.",
);
const secondButton = t5("Open positions", "Offene Stellen", "职位空缺", "募集中の職種", "채용 공고");

/** INTERRUPTER on the style guide page: plain on green, and with an image on grey. */
export default function interrupterStyleguide(media: SeedMedia): SeedModule[] {
  return [
    {
      type: "INTERRUPTER",
      layout: { background: "green" },
      content: perLocale((l) => ({ title: title[l], body: body[l], linkTitle: button[l], link: routeLink("channelPartners", l) })),
    },
    {
      type: "INTERRUPTER",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        title: secondTitle[l],
        body: secondBody[l],
        image: image(media, "card-team", l),
        linkTitle: secondButton[l],
        link: routeLink("careerList", l),
      })),
    },
  ];
}
