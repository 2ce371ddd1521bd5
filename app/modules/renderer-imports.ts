import type { BuiltModuleType } from "./registry";
import type { ModuleRenderer } from "./types";

/**
 * Each type's renderer as its own chunk, for the browser: a visitor's page loads only the
 * renderers of the types it shows (renderer-cache.ts). The server renders from registry.ts.
 */
export const rendererImports: Record<BuiltModuleType, () => Promise<ModuleRenderer>> = {
  TEXT_BLOCK: () => import("./text-block/text-block").then((m) => m.TextBlock),
  HERO: () => import("./hero/hero").then((m) => m.Hero),
  TEXT_HEADER: () => import("./text-header/text-header").then((m) => m.TextHeader),
  CARD_GROUP: () => import("./card-group/card-group").then((m) => m.CardGroup),
  ACCORDION: () => import("./accordion/accordion").then((m) => m.Accordion),
  KEY_FIGURES: () => import("./key-figures/key-figures").then((m) => m.KeyFigures),
  CTA: () => import("./cta/cta").then((m) => m.Cta),
  APPLICATION_HEADER: () => import("./application-header/application-header").then((m) => m.ApplicationHeader),
  SECONDARY_HEADER: () => import("./secondary-header/secondary-header").then((m) => m.SecondaryHeader),
  TAB: () => import("./tab/tab").then((m) => m.Tab),
  CONVERSION_DRIVEN: () => import("./conversion-driven/conversion-driven").then((m) => m.ConversionDriven),
  SLIDER: () => import("./slider/slider").then((m) => m.Slider),
  MEDIA_TEASER: () => import("./media-teaser/media-teaser").then((m) => m.MediaTeaser),
  EVALUATION_CATEGORIES: () => import("./evaluation-categories/evaluation-categories").then((m) => m.EvaluationCategories),
  SOFTWARE_DOWNLOADS: () => import("./software-downloads/software-downloads").then((m) => m.SoftwareDownloads),
  CONTACT_LOCATIONS: () => import("./contact-locations/contact-locations").then((m) => m.ContactLocations),
  QUOTE: () => import("./quote/quote").then((m) => m.Quote),
  PRODUCT_SLIDER: () => import("./product-slider/product-slider").then((m) => m.ProductSlider),
  CORRESPONDING: () => import("./corresponding/corresponding").then((m) => m.Corresponding),
  WEBINARS: () => import("./webinars/webinars").then((m) => m.Webinars),
  NEWS: () => import("./news/news").then((m) => m.News),
  FULL_WIDTH_SLIDER: () => import("./full-width-slider/full-width-slider").then((m) => m.FullWidthSlider),
  VIDEO_GROUP: () => import("./video-group/video-group").then((m) => m.VideoGroup),
  INTERRUPTER: () => import("./interrupter/interrupter").then((m) => m.Interrupter),
  COMPANY_LOCATION: () => import("./company-location/company-location").then((m) => m.CompanyLocation),
  IMAGE_GROUP: () => import("./image-group/image-group").then((m) => m.ImageGroup),
  CV: () => import("./cv/cv").then((m) => m.Cv),
  EVENTS: () => import("./events/events").then((m) => m.Events),
  PRODUCT_TABLE: () => import("./product-table/product-table").then((m) => m.ProductTable),
  CTA_BLOCK: () => import("./cta-block/cta-block").then((m) => m.CtaBlock),
  BENEFITS: () => import("./benefits/benefits").then((m) => m.Benefits),
  LINK_LIST: () => import("./link-list/link-list").then((m) => m.LinkList),
  PARTNERS: () => import("./partners/partners").then((m) => m.Partners),
  WAY_TO_START: () => import("./way-to-start/way-to-start").then((m) => m.WayToStart),
  DOCUMENT_CATEGORIES: () => import("./document-categories/document-categories").then((m) => m.DocumentCategories),
  HIGHLIGHTS: () => import("./highlights/highlights").then((m) => m.Highlights),
  JOB_OPENINGS: () => import("./job-openings/job-openings").then((m) => m.JobOpenings),
  LATEST_EMPLOYEE_STORIES: () => import("./latest-employee-stories/latest-employee-stories").then((m) => m.LatestEmployeeStories),
  EMPLOYEE_STORIES: () => import("./employee-stories/employee-stories").then((m) => m.EmployeeStories),
  EQS_STOCK_CHART: () => import("./eqs-stock-chart/eqs-stock-chart").then((m) => m.EqsStockChart),
  EQS_INVESTORS: () => import("./eqs-investors/eqs-investors").then((m) => m.EqsInvestors),
  LINK_HERO: () => import("./link-hero/link-hero").then((m) => m.LinkHero),
  OFFICE_MAP: () => import("./office-map/office-map").then((m) => m.OfficeMap),
  MANUAL_TABS: () => import("./manual-tabs/manual-tabs").then((m) => m.ManualTabs),
  CUSTOM_FORMS: () => import("./custom-forms/custom-forms").then((m) => m.CustomForms),
  PRODUCT_DETAILS: () => import("./product-details/product-details").then((m) => m.ProductDetails),
};

export function isBuiltModuleType(type: string): type is BuiltModuleType {
  return Object.prototype.hasOwnProperty.call(rendererImports, type);
}
