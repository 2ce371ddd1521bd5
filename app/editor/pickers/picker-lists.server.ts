import type { Db } from "../../../db";
import type { MediaKind } from "../../../db/schema";
import { fetchForms } from "~/forms/forms.server";
import type { PickerRow } from "../pages/editor-view";
import { PICKER_PAGE_SIZE } from "~/lib/picker-page.server";
import { fetchMedia, fetchPages } from "./pickers.server";
import {
  fetchBlogAuthors,
  fetchCategories,
  fetchCVs,
  fetchEmployeeStories,
  fetchProducts,
  fetchSeries,
  fetchStoriesCategories,
  fetchStoriesGroups,
  fetchWebinars,
} from "./selection-pickers.server";

export const FETCH_MEDIA: Record<string, MediaKind> = {
  fetchImages: "image",
  fetchVectors: "vector",
  fetchFiles: "file",
  fetchDocuments: "document",
  fetchVideos: "video",
};

/** A reference field's list call (SPEC §7), by field kind. */
export const FETCH_BY_REFERENCE_KIND: Record<string, string> = {
  image: "fetchImages",
  vector: "fetchVectors",
  file: "fetchFiles",
  document: "fetchDocuments",
  video: "fetchVideos",
  page: "fetchPages",
  form: "fetchForms",
};

type ListArgs = { page: number; search: string };

/**
 * The pickers' list calls (SPEC §7 fetch*) by name, answered as the JSON API answers them: a
 * page `{ results, count }`, or a plain list for the story groups and categories. Undefined for
 * a name that is not a picker list. Shared by /api/editor (JavaScript pickers) and the
 * server-rendered pickers (ADR 024).
 */
export async function fetchPickerList(db: Db, name: string, { page, search }: ListArgs): Promise<unknown> {
  if (FETCH_MEDIA[name]) return fetchMedia(db, FETCH_MEDIA[name], { page, search });
  switch (name) {
    case "fetchPages":
      return fetchPages(db, { page, search });
    case "fetchWebinars":
      return fetchWebinars(db, page, search);
    case "fetchCategories":
      return fetchCategories(db, page, search);
    case "fetchProducts":
      return fetchProducts(db, page, search);
    case "fetchSeries":
      return fetchSeries(db, page, search);
    case "fetchBlogAuthors":
      return fetchBlogAuthors(db, page, search);
    case "fetchEmployeeStories":
      return fetchEmployeeStories(db, page, search);
    case "fetchCVs":
      return fetchCVs(db, page, search);
    case "fetchStoriesGroups":
      return fetchStoriesGroups(db);
    case "fetchStoriesCategories":
      return fetchStoriesCategories(db);
    case "fetchForms":
      return fetchForms(db, { page, search });
    default:
      return undefined;
  }
}


type AnyRow = { id: number | string; title?: string | null; name?: string; display?: string; text?: string; filename?: string; url?: string | null };

function toRow(row: AnyRow): PickerRow {
  const label = row.display ?? row.title ?? row.name ?? row.text ?? row.filename ?? String(row.id);
  const isImage = typeof row.url === "string" && /\.(webp|svg|png|jpe?g)$/i.test(row.filename ?? "");
  return { id: String(row.id), label: label || String(row.id), ...(isImage ? { imageUrl: row.url! } : {}) };
}

/** A picker list as rows; plain lists are searched and paged here like the JavaScript picker does. */
export async function pickerRows(db: Db, name: string, args: ListArgs): Promise<{ rows: PickerRow[]; count: number } | null> {
  const answer = (await fetchPickerList(db, name, args)) as { results: AnyRow[]; count: number } | AnyRow[] | undefined;
  if (answer === undefined) return null;
  if (!Array.isArray(answer)) return { rows: answer.results.map(toRow), count: answer.count };
  const wanted = args.search.trim().toLowerCase();
  const rows = answer.map(toRow).filter((row) => !wanted || row.label.toLowerCase().includes(wanted));
  const start = (Math.max(1, args.page) - 1) * PICKER_PAGE_SIZE;
  return { rows: rows.slice(start, start + PICKER_PAGE_SIZE), count: rows.length };
}
