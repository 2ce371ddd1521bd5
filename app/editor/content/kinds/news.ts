import { z } from "zod";
import { NEWS_CATEGORIES } from "~/content/news-categories";
import type { ContentKindForm } from "../content-kind";
import { ARTICLE_KIND, ARTICLE_TEXT_FIELDS, ARTICLE_TITLE_FIELDS, articleTextShape, articleTitleShape, dateTimeField, mediaRefField } from "./shared-fields";

const CATEGORY_LABELS = { news: "News", press: "Press release", adhoc: "Ad hoc news", career: "Career news", apprentice: "Apprentice news" } as const;

/** News & press releases (newsroom) and Career news share a table and a form; the categories differ. */
function newsForm(key: "news" | "careerNews"): ContentKindForm {
  const categories = NEWS_CATEGORIES[key === "news" ? "newsroom" : "career"];
  return {
    key,
    ...ARTICLE_KIND,
    shape: {
      ...articleTitleShape,
      category: z.enum(categories as unknown as [string, ...string[]]),
      publishedAt: dateTimeField,
      image: mediaRefField,
      ...articleTextShape,
    },
    editor: {
      displayName: key === "news" ? "News & press releases" : "Career news",
      defaults: { category: categories[0] },
      groups: [
        {
          id: "article",
          label: "Article",
          fields: [
            ...ARTICLE_TITLE_FIELDS,
            { name: "category", label: "Category", kind: "select", options: categories.map((value) => ({ value, label: CATEGORY_LABELS[value] })) },
            { name: "publishedAt", label: "Publication date (UTC)", kind: "datetime", required: true },
            { name: "image", label: "Image", kind: "image" },
            ...ARTICLE_TEXT_FIELDS,
          ],
        },
      ],
    },
  };
}

export const newsKindForm = newsForm("news");
export const careerNewsKindForm = newsForm("careerNews");
