import type { Db } from "../../../db";
import { cancelPageSchedule } from "~/cms/publish-schedules.server";
import { publishPage } from "~/cms/revisions.server";
import { indexPage } from "~/content/search-index.server";
import { contentChanged } from "~/lib/content-events.server";

/**
 * Publishes the page's draft now, checked against the version the editor read (the toolbar's
 * Publish, and a review's Approve and publish: issue 45).
 */
export async function publishPageNow(db: Db, args: { pageId: number; version: number }): Promise<void> {
  await publishPage(db, args);
  // Published now: a pending "Publish at…" holds an older draft and would undo this.
  await cancelPageSchedule(db, { pageId: args.pageId, action: "publish" });
  await indexPage(db, args.pageId); // a publish updates the search index
  contentChanged(); // again: search pages cached between the COMMIT and the new index are old
}
