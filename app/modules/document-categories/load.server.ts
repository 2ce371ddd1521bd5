import { mediaDownloads } from "~/content/media.server";
import type { ModuleLoader } from "../loader-types";
import type { DocumentCategoryRows } from "./document-rows";
import type { DocumentCategoriesData } from "./schema";

/**
 * DOCUMENT_CATEGORIES: each category's documents as they are now in the media table (one query
 * for all); deleted documents are skipped, and so is a category left without any.
 */
export const loadDocumentCategories: ModuleLoader<DocumentCategoriesData, DocumentCategoryRows> = async (data, { db }) => {
  const rows = await mediaDownloads(db, "document", data.categories.flatMap((c) => c.documents.map((d) => d.document.id)));
  const categories = data.categories.map((category) => ({
    title: category.title,
    documents: category.documents.flatMap((item) => {
      const row = rows.get(item.document.id);
      return row ? [{ name: item.filename, url: row.url, type: row.contentTypeDisplay, size: row.size, date: row.contentDate ?? row.created }] : [];
    }),
  }));
  return { categories: categories.filter((c) => c.documents.length > 0) };
};
