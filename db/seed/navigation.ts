import type { Db } from "../index";
import type { SeedPages } from "./pages";

export async function seedNavigation(db: Db, _pages: SeedPages): Promise<void> {
  await db
    .insertInto("nav_items")
    .values([{ position: 0, route_name: "catalog", page_id: null, parent_id: null, url: null, labels: JSON.stringify({ en: "Products", de: "Produkte" }) }])
    .execute();
}
