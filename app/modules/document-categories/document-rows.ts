import type { DownloadFile } from "../software-downloads/download-file";

/** What the DOCUMENT_CATEGORIES loader hands its renderer (plain JSON). */
export type DocumentCategoryRows = { categories: { title: string; documents: DownloadFile[] }[] };
