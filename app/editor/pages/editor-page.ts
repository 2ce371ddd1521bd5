import { useMatches } from "@remix-run/react";
import type { PageSchedule } from "~/cms/schedule-action";
import type { StepsView } from "~/cms/draft-step";
import type { PageReviewInfo } from "../reviews/review-types";

/** What a route tells the editor toolbar about its page; app routes have none (page id -1). */
/** `published`: the page has a published revision (a new page has none until its first Publish). */
/** `schedules`: pending "Publish at…" / "Unpublish at…" jobs (issue 25), soonest first. */
/** `steps`: what Undo and Redo would do on the draft (issue 25), null outside draft mode. */
/** Per page-builder right: null when the account may, else why not (issue 43), in the page's language. */
export type PageRights = Record<"page.editText" | "page.draft" | "page.publish" | "page.preview" | "page.settings" | "page.structure", string | null>;

export type EditorPageInfo = {
  id: number;
  editable: boolean;
  draft: boolean;
  version: number;
  path: string;
  published: boolean;
  schedules: PageSchedule[];
  steps: StepsView | null;
  rights: PageRights;
  /** Issue 45: the page's review for this account (submit, withdraw, read-only, comments on modules). */
  review?: PageReviewInfo | null;
};

export const APP_ROUTE_PAGE_ID = -1;

export function useEditorPage(): EditorPageInfo | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const info = (matches[i].data as { editorPage?: EditorPageInfo } | undefined)?.editorPage;
    if (info) return info;
  }
  return null;
}
