import { useTranslation } from "react-i18next";
import { DownloadTable } from "~/components/download-table";
import type { ModuleProps } from "../types";
import { downloadRow, type SoftwareDownloadsRows } from "./download-file";
import type { SoftwareDownloadsData } from "./schema";

/**
 * Software downloads: the picked files in a table (name, type, date, size); the name downloads
 * the file. Files deleted since they were picked are not listed.
 */
export function SoftwareDownloads({ locale, rows }: ModuleProps<SoftwareDownloadsData, SoftwareDownloadsRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const files = rows?.files ?? [];
  if (files.length === 0) return <p className="software-downloads__empty">{t("softwareDownloads.empty")}</p>;
  return (
    <div className="software-downloads">
      <DownloadTable rows={files.map((file, i) => downloadRow(file, i, locale))} withVersion={false} />
    </div>
  );
}
