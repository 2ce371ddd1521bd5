import type { ListingData, ListItem } from "~/components/listing";
import type { Page } from "./paged.server";

/** The Listing component's data from one page of rows. */
export function listingOf<T>(page: Page<T>, text: { title: string; intro?: string }, item: (row: T) => ListItem): ListingData {
  return { ...text, total: page.total, page: page.page, last: page.last, pageSize: page.pageSize, items: page.rows.map(item) };
}
