import type { ContentKindForm, ContentKindKey } from "./content-kind";
import { downloadsKindForm } from "./kinds/downloads";
import { eventsKindForm } from "./kinds/events";
import { jobsKindForm } from "./kinds/jobs";
import { careerNewsKindForm, newsKindForm } from "./kinds/news";
import { productsKindForm } from "./kinds/products";

/** Every administered kind's form, by key (one typed registry, client-safe). */
export const CONTENT_KIND_FORMS: Record<ContentKindKey, ContentKindForm> = {
  news: newsKindForm,
  careerNews: careerNewsKindForm,
  events: eventsKindForm,
  jobs: jobsKindForm,
  products: productsKindForm,
  downloads: downloadsKindForm,
};
