import type { ListingData, ListItem } from "~/components/listing";
import type { Page } from "./paged.server";

/**
 * The Listing component's data from one page of rows. Without `item` the screen renders the
 * rows itself (a table) and the listing carries only the counts and pagination.
 */
export function listingOf<T>(page: Page<T>, text: { title: string; intro?: string }, item?: (row: T) => ListItem): ListingData {
  return {
    ...text,
    total: page.total,
    page: page.page,
    last: page.last,
    pageSize: page.pageSize,
    shown: page.rows.length,
    items: item ? page.rows.map(item) : [],
  };
}
