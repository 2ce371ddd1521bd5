import { useTranslation } from "react-i18next";
import { DownloadTable } from "~/components/download-table";
import { downloadRow } from "../software-downloads/download-file";
import type { ModuleProps } from "../types";
import type { DocumentCategoryRows } from "./document-rows";
import type { DocumentCategoriesData } from "./schema";

/**
 * Document categories: one native <details> per category (opens without JavaScript, each on its
 * own), holding a download table of its documents (name, type, date, size).
 */
export function DocumentCategories({ id, data, locale, rows }: ModuleProps<DocumentCategoriesData, DocumentCategoryRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const categories = rows?.categories ?? [];
  if (categories.length === 0) return <p className="document-categories__empty">{t("documentCategories.empty")}</p>;
  return (
    <div className="accordion document-categories">
      {categories.map((category, i) => {
        const titleId = `${id}-category-${i}`;
        return (
          <details key={i} className="accordion__item document-categories__category" open={data.openFirst && i === 0}>
            <summary className="accordion__summary document-categories__summary">
              <span id={titleId}>{category.title}</span>{" "}
              <span className="document-categories__count">{t("documentCategories.count", { count: category.documents.length })}</span>
            </summary>
            <div className="document-categories__table">
              <DownloadTable rows={category.documents.map((file, j) => downloadRow(file, j, locale))} labelledBy={titleId} withVersion={false} />
            </div>
          </details>
        );
      })}
    </div>
  );
}
