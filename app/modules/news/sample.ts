import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/** NEWS on the style guide page: the latest newsroom articles, and career news of one category. */
export default function newsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "NEWS",
      content: perLocale((l) => ({
        heading: {
          title: "NEWS · News all",
          lead: t5(
            "The latest articles of the newsroom, with a link to the full list.",
            "Die neusten Artikel aus dem Newsroom, mit Link zur vollständigen Liste.",
            "新闻中心的最新文章，并附有完整列表的链接。",
            "ニュースルームの最新記事と、一覧ページへのリンク。",
            "뉴스룸의 최신 기사와 전체 목록 링크.",
          )[l],
        },
        newsType: "newsroom",
        category: "all",
        limit: 3,
        showAllLink: true,
      })),
    },
    {
      type: "NEWS",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          lead: t5(
            "Career news of one category: apprentice news.",
            "Karriere-News einer Kategorie: Lernenden-News.",
            "某一类别的职业新闻：学徒新闻。",
            "1つのカテゴリーのキャリアニュース：見習い生ニュース。",
            "한 카테고리의 채용 뉴스: 견습생 뉴스.",
          )[l],
        },
        newsType: "career",
        category: "apprentice",
        limit: 3,
        showAllLink: true,
      })),
    },
  ];
}
