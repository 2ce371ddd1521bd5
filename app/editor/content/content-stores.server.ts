// The registry only: the types every store implements live in content-store.ts, which the
// stores import (so no store imports this file back).
import type { ContentKindKey } from "./content-kind";
import type { ContentStore } from "./content-store";

export type { AdminTable, ContentStore, ContentUse } from "./content-store";

import { downloadsStore } from "./stores/downloads.server";
import { blogStore } from "./stores/blog.server";
import { storiesStore } from "./stores/stories.server";
import { teamStore } from "./stores/team.server";
import { eventsStore } from "./stores/events.server";
import { jobsStore } from "./stores/jobs.server";
import { newsStore } from "./stores/news.server";
import { productsStore } from "./stores/products.server";
import { seriesStore } from "./stores/series.server";
import { categoriesStore } from "./stores/categories.server";
import { inventoryStore } from "./stores/inventory.server";
import { faqStore } from "./stores/faq.server";
import { partnersStore } from "./stores/partners.server";
import { representativesStore } from "./stores/representatives.server";
import { officesStore } from "./stores/offices.server";

/** Every administered kind's table mapping, by key (one typed registry; one file per kind under stores/). */
export const CONTENT_STORES: Record<ContentKindKey, ContentStore> = {
  news: newsStore("newsroom"),
  careerNews: newsStore("career"),
  blog: blogStore,
  events: eventsStore,
  jobs: jobsStore,
  stories: storiesStore,
  team: teamStore,
  products: productsStore,
  series: seriesStore,
  categories: categoriesStore,
  downloads: downloadsStore,
  inventory: inventoryStore,
  faq: faqStore,
  partners: partnersStore,
  representatives: representativesStore,
  offices: officesStore,
};
