import { mediaDownloads } from "~/content/media.server";
import type { ModuleLoader } from "../loader-types";
import type { SoftwareDownloadsRows } from "./download-file";
import type { SoftwareDownloadsData } from "./schema";

/** SOFTWARE_DOWNLOADS: the picked files as they are now in the media table; deleted ones are skipped. */
export const loadSoftwareDownloads: ModuleLoader<SoftwareDownloadsData, SoftwareDownloadsRows> = async (data, { db }) => {
  const rows = await mediaDownloads(db, "file", data.items.map((item) => item.file.id));
  return {
    files: data.items.flatMap((item) => {
      const row = rows.get(item.file.id);
      return row ? [{ name: item.filename, url: row.url, type: row.contentTypeDisplay, size: row.size, date: row.created }] : [];
    }),
  };
};
