/** Preview links (issue 25); client-safe. */
export const PREVIEW_PARAM = "preview";
export const PREVIEW_DAYS_DEFAULT = 7;
export const PREVIEW_DAYS_MAX = 90;

/** A page's preview link as the editor's list shows it. */
export type PreviewLinkView = {
  id: number;
  /** The page address with `?preview=<id>.<token>` (absolute once the page loader adds the site's origin). */
  href: string;
  createdAt: string;
  expiresAt: string;
  by: string | null;
  state: "active" | "expired" | "revoked";
};
