import type { TFunction } from "i18next";
import type { Locale } from "~/i18n/locales";
import { editorDateTime } from "../shell/editor-time";
import type { ContentStatus } from "./content-sql.server";

/**
 * An item's status as the content admin says it (list and item screen). `visibleFrom` is the
 * publication date of a published item dated in the future (visitors get a 404 until then, like
 * an unpublished one): it is published but not visible yet, and the status says from when.
 */
export function statusText(t: TFunction, status: ContentStatus, visibleFrom: string | null, locale: Locale): string {
  if (visibleFrom === null || status === "unpublished") return t(`content.status.${status}`);
  const when = editorDateTime(visibleFrom, locale);
  return t(status === "draft" ? "content.status.draftVisibleFrom" : "content.status.visibleFrom", { when });
}

/** The notice after Publish: "visitors see it now", or from when when its publication date is still ahead. */
export function publishedNotice(t: TFunction, visibleFrom: string | null, locale: Locale): string {
  return visibleFrom === null ? t("content.notice.published") : t("content.notice.publishedFrom", { when: editorDateTime(visibleFrom, locale) });
}
