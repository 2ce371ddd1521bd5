import { z } from "zod";
import { NEWS_CATEGORIES } from "~/content/news-categories";
import type { ContentKindForm } from "../content-kind";
import { BODY_MAX, dateTimeField, mediaRefField, slugField } from "./shared-fields";

const CATEGORY_LABELS = { news: "News", press: "Press release", adhoc: "Ad hoc news", career: "Career news", apprentice: "Apprentice news" } as const;

/** News & press releases (newsroom) and Career news share a table and a form; the categories differ. */
function newsForm(key: "news" | "careerNews"): ContentKindForm {
  const categories = NEWS_CATEGORIES[key === "news" ? "newsroom" : "career"];
  return {
    key,
    titleField: "title",
    slug: true,
    localSlugs: true,
    translated: ["title", "summary", "body"],
    shape: {
      title: z.string().trim().min(1).max(200),
      slug: slugField.optional(),
      category: z.enum(categories as unknown as [string, ...string[]]),
      publishedAt: dateTimeField,
      image: mediaRefField,
      summary: z.string().trim().max(600).optional(),
      body: z.string().max(BODY_MAX).optional(),
    },
    editor: {
      displayName: key === "news" ? "News & press releases" : "Career news",
      defaults: { category: categories[0] },
      groups: [
        {
          id: "article",
          label: "Article",
          fields: [
            { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
            { name: "slug", label: "Slug", kind: "text", maxLength: 120 },
            { name: "category", label: "Category", kind: "select", options: categories.map((value) => ({ value, label: CATEGORY_LABELS[value] })) },
            { name: "publishedAt", label: "Publication date (UTC)", kind: "datetime", required: true },
            { name: "image", label: "Image", kind: "image" },
            { name: "summary", label: "Summary", kind: "textarea", maxLength: 600 },
            { name: "body", label: "Text", kind: "richText", maxLength: BODY_MAX },
          ],
        },
      ],
    },
  };
}

export const newsKindForm = newsForm("news");
export const careerNewsKindForm = newsForm("careerNews");
