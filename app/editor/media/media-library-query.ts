import type { MediaKind } from "../../../db/schema";

/** The kinds the library lists and takes (videos: MP4 and WebM files, for the video picker of SPEC §2.7). */
export const LIBRARY_KINDS = ["image", "vector", "document", "file", "video"] as const satisfies readonly MediaKind[];
export type LibraryKind = (typeof LIBRARY_KINDS)[number];
export const LIBRARY_SORTS = ["newest", "oldest", "name", "largest"] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const LIBRARY_PAGE_SIZE = 24;
export const LIBRARY_SEARCH_MAX = 200;

export type LibraryQuery = { q: string; kind: LibraryKind | null; sort: LibrarySort; page: number };

export type LibraryItem = {
  id: number;
  kind: LibraryKind;
  name: string;
  filename: string;
  url: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
  createdAt: string;
};

/** Malformed or unknown values give the defaults: all kinds, newest first, page 1. */
export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const kind = params.get("kind");
  const sort = params.get("sort");
  const rawPage = params.get("page") ?? "1";
  return {
    q: (params.get("q") ?? "").trim().slice(0, LIBRARY_SEARCH_MAX),
    kind: (LIBRARY_KINDS as readonly string[]).includes(kind ?? "") ? (kind as LibraryKind) : null,
    sort: (LIBRARY_SORTS as readonly string[]).includes(sort ?? "") ? (sort as LibrarySort) : "newest",
    page: /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1,
  };
}
