import type { DownloadRow } from "~/components/download-table";
import type { Locale } from "~/i18n/locales";
import { formatBytes, formatDate } from "~/lib/format";

/** A picked file or document as the download modules' loaders hand it over (plain JSON). */
export type DownloadFile = {
  /** The name the editor gave it. */
  name: string;
  url: string;
  /** "PDF", "ZIP"… (SPEC §3.4 contentTypeDisplay). */
  type: string;
  size: number;
  /** yyyy-mm-dd or ISO: a document's content date, else when the file was added. */
  date: string;
};

export type SoftwareDownloadsRows = { files: DownloadFile[] };

/** The shared download table's row for a file, formatted for the visitor's locale. */
export function downloadRow(file: DownloadFile, index: number, locale: Locale): DownloadRow {
  return {
    id: index,
    title: file.name,
    description: "",
    kind: file.type,
    version: "",
    date: formatDate(file.date, locale),
    size: formatBytes(file.size, locale),
    url: file.url,
  };
}
