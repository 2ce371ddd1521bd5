import type { Transaction } from "kysely";
import type { ContentRevisionAction, Database } from "../../../db/schema";
import type { ContentKindKey } from "./content-kind";

/**
 * A content item's history (issue 25, ADR 056): its editable state after each save, publish,
 * restore, discard and scheduled publish, written in the transaction of that write.
 */
export async function recordContentRevision(
  trx: Transaction<Database>,
  entry: { kind: ContentKindKey; itemId: number; action: ContentRevisionAction; locale: string | null; itemRevision: number; snapshot: unknown; editorId: number | null },
): Promise<void> {
  await trx
    .insertInto("content_revisions")
    .values({
      kind: entry.kind,
      item_id: entry.itemId,
      action: entry.action,
      locale: entry.locale,
      item_revision: entry.itemRevision,
      snapshot: JSON.stringify(entry.snapshot),
      created_by: entry.editorId,
    })
    .execute();
}

/** A deleted item's history, pending jobs and preview links go with it (they name it by kind and id, without a foreign key). */
export async function forgetContentItem(trx: Transaction<Database>, kind: ContentKindKey, itemId: number): Promise<void> {
  await trx.deleteFrom("content_revisions").where("kind", "=", kind).where("item_id", "=", itemId).execute();
  await trx.deleteFrom("content_schedules").where("kind", "=", kind).where("item_id", "=", itemId).execute();
  await trx.deleteFrom("preview_links").where("kind", "=", kind).where("item_id", "=", itemId).execute();
}
