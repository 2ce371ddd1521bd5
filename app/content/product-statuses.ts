import type { ProductStatus } from "../../db/schema";

/** SPEC §3.7 product status values, in the order the catalogue filter offers them. */
export const PRODUCT_STATUSES = ["active", "new", "upcoming", "nrnd", "last_buy", "obsolete"] as const satisfies readonly ProductStatus[];
