import type { Db } from "../index";
import { seedCareer } from "./content-career";
import { seedCompany } from "./content-company";
import { seedInvestors } from "./content-investors";
import { seedNews } from "./content-news";
import { seedProducts } from "./content-products";
import type { SeedMedia } from "./seed-media";

/** Rows for every content section: products, downloads, inventory, news, blog, events, career, partners, FAQ, team members, stock quotes. */
export async function seedContent(db: Db, media: SeedMedia): Promise<void> {
  await seedProducts(db, media);
  await seedNews(db, media);
  await seedCareer(db, media);
  await seedCompany(db, media);
  await seedInvestors(db, media);
}
