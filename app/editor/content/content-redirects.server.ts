import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { VARIANT_LOCALES, type SiteVariant } from "~/site/variants";
import type { ContentStore } from "./content-stores.server";

/**
 * A published item's detail address changed (its slug, or an event's list): the old address answers 301 to the new one in every
 * site variant and locale (the redirects of issue 22, served where a detail page is not found).
 * Redirects that led to the old address lead to the new one (one hop).
 */
export async function redirectOldDetailUrls(
  trx: Transaction<Database>,
  store: ContentStore,
  { before, after, editorId }: { before: Record<string, unknown>; after: Record<string, unknown>; editorId: number | null },
): Promise<void> {
  for (const [site, locales] of Object.entries(VARIANT_LOCALES) as [SiteVariant, readonly string[]][]) {
    for (const locale of locales) {
      const source = store.viewHref(before, locale as never);
      const target = store.viewHref(after, locale as never);
      // Redirects key on a path: an address with a query (a category's filtered catalogue) gets none.
      if (!source || !target || source === target || source.includes("?")) continue;
      await trx.deleteFrom("redirects").where("site", "=", site).where("source_path", "=", target).execute();
      await trx
        .insertInto("redirects")
        .values({ site, source_path: source, target, created_by: editorId })
        .onConflict((oc) => oc.columns(["site", "source_path"]).doUpdateSet({ target }))
        .execute();
      await trx.updateTable("redirects").set({ target }).where("site", "=", site).where("target", "=", source).execute();
    }
  }
}
