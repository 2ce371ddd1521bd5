import type { Db } from "../index";
import { t5, type Texts } from "./localized";
import type { SeedPages } from "./pages";

type Item = { labels: Texts | { en: string } | Record<string, never>; route?: string; page?: string; children?: Item[] };

const MAIN: Item[] = [
  {
    labels: t5("Products", "Produkte", "产品", "製品", "제품"),
    route: "catalog",
    children: [
      { labels: t5("Catalogue", "Katalog", "产品目录", "カタログ", "카탈로그"), route: "catalog" },
      { labels: t5("Downloads", "Downloads", "下载", "ダウンロード", "다운로드"), route: "downloads" },
      { labels: t5("Inventory", "Lagerbestand", "库存", "在庫", "재고"), route: "inventory" },
      { labels: t5("Compare", "Vergleich", "比较", "比較", "비교"), route: "compare" },
      { labels: t5("Channel partners", "Vertriebspartner", "渠道合作伙伴", "販売代理店", "채널 파트너"), route: "channelPartners" },
      { labels: t5("Support", "Support", "支持", "サポート", "지원"), route: "support" },
    ],
  },
  {
    labels: t5("Applications", "Anwendungen", "应用领域", "アプリケーション", "응용 분야"),
    page: "applications",
    children: [
      { labels: t5("Automotive", "Automobil", "汽车", "自動車", "자동차"), page: "automotive" },
      { labels: t5("Medical", "Medizintechnik", "医疗", "医療", "의료"), page: "medical" },
      { labels: t5("Smart buildings", "Intelligente Gebäude", "智能建筑", "スマートビル", "스마트 빌딩"), page: "buildings" },
    ],
  },
  {
    labels: t5("Company", "Unternehmen", "公司", "会社情報", "회사"),
    page: "company",
    children: [
      { labels: t5("About us", "Über uns", "关于我们", "私たちについて", "회사 소개"), page: "about" },
      { labels: t5("Sustainability", "Nachhaltigkeit", "可持续发展", "サステナビリティ", "지속가능성"), page: "sustainability" },
      { labels: t5("Management", "Geschäftsleitung", "管理层", "経営陣", "경영진"), page: "management" },
      { labels: t5("News", "News", "新闻", "ニュース", "뉴스"), route: "news" },
      { labels: t5("Events", "Veranstaltungen", "活动", "イベント", "이벤트"), route: "events" },
      { labels: t5("Blog", "Blog", "博客", "ブログ", "블로그"), route: "blog" },
    ],
  },
  {
    labels: t5("Career", "Karriere", "职业发展", "採用情報", "채용"),
    route: "career",
    children: [
      { labels: t5("Jobs", "Stellen", "职位", "求人", "채용 공고"), route: "careerList" },
      { labels: t5("Employee stories", "Mitarbeitergeschichten", "员工故事", "社員ストーリー", "직원 이야기"), route: "stories" },
      { labels: t5("Career news", "Karriere-News", "职业新闻", "採用ニュース", "채용 뉴스"), route: "careerNews" },
    ],
  },
  { labels: t5("Investors", "Investoren", "投资者关系", "投資家情報", "투자자 정보"), page: "investors" },
];

/** The footer's legal links: their labels follow the pages' titles. */
const FOOTER: Item[] = [
  { labels: {}, page: "imprint" },
  { labels: {}, page: "privacy" },
];

const DEVELOPER: Item[] = [
  { labels: { en: "Downloads" }, route: "downloads" },
  { labels: { en: "FAQ" }, route: "faq" },
];

const AUTOMOTIVE: Item[] = [
  { labels: t5("Products", "Produkte", "产品", "製品", "제품"), route: "catalog" },
  { labels: t5("Support", "Support", "支持", "サポート", "지원"), route: "support" },
];

const SOCIAL: [string, string][] = [
  ["linkedin", "https://www.linkedin.com/company/vireo-sensors"],
  ["twitter", "https://x.com/vireosensors"],
  ["facebook", "https://www.facebook.com/vireosensors"],
  ["youtube", "https://www.youtube.com/@vireosensors"],
  ["github", "https://github.com/vireo-sensors"],
  ["glassdoor", "https://www.glassdoor.com/Overview/vireo-sensors"],
  ["xing", "https://www.xing.com/pages/vireo-sensors"],
  ["kununu", "https://www.kununu.com/ch/vireo-sensors"],
  ["wechat", "https://weixin.qq.com/vireo-sensors"],
];

async function insertItems(db: Db, site: string, items: Item[], pages: SeedPages, parentId: number | null, menu: "header" | "footer" = "header") {
  for (const [position, item] of items.entries()) {
    const { id } = await db
      .insertInto("nav_items")
      .values({
        site,
        menu,
        parent_id: parentId,
        position,
        route_name: item.route ?? null,
        page_id: item.page ? pages[item.page] : null,
        url: null,
        labels: JSON.stringify(item.labels),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (item.children) await insertItems(db, site, item.children, pages, id);
  }
}

export async function seedNavigation(db: Db, pages: SeedPages): Promise<void> {
  await insertItems(db, "main", MAIN, pages, null);
  await insertItems(db, "main", FOOTER.filter((item) => item.page && pages[item.page]), pages, null, "footer");
  await insertItems(db, "developer", DEVELOPER, pages, null);
  await insertItems(db, "automotive", AUTOMOTIVE, pages, null);
  for (const site of ["main", "automotive"]) {
    await db
      .insertInto("social_links")
      .values(SOCIAL.map(([network, url], position) => ({ site, network, url, position })))
      .execute();
  }
}
