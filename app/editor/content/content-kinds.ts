import type { ContentKindForm, ContentKindKey } from "./content-kind";
import { downloadsKindForm } from "./kinds/downloads";
import { blogKindForm } from "./kinds/blog";
import { storiesKindForm } from "./kinds/stories";
import { teamKindForm } from "./kinds/team";
import { eventsKindForm } from "./kinds/events";
import { jobsKindForm } from "./kinds/jobs";
import { careerNewsKindForm, newsKindForm } from "./kinds/news";
import { productsKindForm } from "./kinds/products";
import { seriesKindForm } from "./kinds/series";
import { categoriesKindForm } from "./kinds/categories";
import { inventoryKindForm } from "./kinds/inventory";
import { faqKindForm } from "./kinds/faq";
import { partnersKindForm } from "./kinds/partners";
import { representativesKindForm } from "./kinds/representatives";
import { officesKindForm } from "./kinds/offices";

/** Every administered kind's form, by key (one typed registry, client-safe). */
export const CONTENT_KIND_FORMS: Record<ContentKindKey, ContentKindForm> = {
  news: newsKindForm,
  careerNews: careerNewsKindForm,
  blog: blogKindForm,
  events: eventsKindForm,
  jobs: jobsKindForm,
  stories: storiesKindForm,
  team: teamKindForm,
  products: productsKindForm,
  series: seriesKindForm,
  categories: categoriesKindForm,
  downloads: downloadsKindForm,
  inventory: inventoryKindForm,
  faq: faqKindForm,
  partners: partnersKindForm,
  representatives: representativesKindForm,
  offices: officesKindForm,
};
