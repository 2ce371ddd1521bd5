import { accordionEditor } from "./accordion/editor";
import { cardGroupEditor } from "./card-group/editor";
import { ctaEditor } from "./cta/editor";
import type { ModuleEditorConfig } from "./editor-types";
import { heroEditor } from "./hero/editor";
import { keyFiguresEditor } from "./key-figures/editor";
import type { BuiltModuleType } from "./registry";
import { textBlockEditor } from "./text-block/editor";
import { textHeaderEditor } from "./text-header/editor";
import { applicationHeaderEditor } from "./application-header/editor";
import { secondaryHeaderEditor } from "./secondary-header/editor";
import { tabEditor } from "./tab/editor";
import { conversionDrivenEditor } from "./conversion-driven/editor";
import { sliderEditor } from "./slider/editor";
import { mediaTeaserEditor } from "./media-teaser/editor";
import { evaluationCategoriesEditor } from "./evaluation-categories/editor";
import { softwareDownloadsEditor } from "./software-downloads/editor";
import { contactLocationsEditor } from "./contact-locations/editor";
import { quoteEditor } from "./quote/editor";
import { productSliderEditor } from "./product-slider/editor";
import { correspondingEditor } from "./corresponding/editor";
import { webinarsEditor } from "./webinars/editor";
import { newsEditor } from "./news/editor";
import { fullWidthSliderEditor } from "./full-width-slider/editor";
import { videoGroupEditor } from "./video-group/editor";
import { interrupterEditor } from "./interrupter/editor";
import { companyLocationEditor } from "./company-location/editor";
import { imageGroupEditor } from "./image-group/editor";
import { cvEditor } from "./cv/editor";
import { eventsEditor } from "./events/editor";
import { productTableEditor } from "./product-table/editor";
import { ctaBlockEditor } from "./cta-block/editor";
import { benefitsEditor } from "./benefits/editor";
import { linkListEditor } from "./link-list/editor";
import { partnersEditor } from "./partners/editor";
import { wayToStartEditor } from "./way-to-start/editor";
import { documentCategoriesEditor } from "./document-categories/editor";
import { highlightsEditor } from "./highlights/editor";
import { jobOpeningsEditor } from "./job-openings/editor";
import { latestEmployeeStoriesEditor } from "./latest-employee-stories/editor";
import { employeeStoriesEditor } from "./employee-stories/editor";
import { eqsStockChartEditor } from "./eqs-stock-chart/editor";
import { eqsInvestorsEditor } from "./eqs-investors/editor";
import { linkHeroEditor } from "./link-hero/editor";
import { officeMapEditor } from "./office-map/editor";
import { manualTabsEditor } from "./manual-tabs/editor";
import { customFormsEditor } from "./custom-forms/editor";
import { productDetailsEditor } from "./product-details/editor";

/** Editor configs by type. Only editor routes import this file. */
export const moduleEditors = {
  TEXT_BLOCK: textBlockEditor,
  HERO: heroEditor,
  TEXT_HEADER: textHeaderEditor,
  CARD_GROUP: cardGroupEditor,
  ACCORDION: accordionEditor,
  KEY_FIGURES: keyFiguresEditor,
  CTA: ctaEditor,
  APPLICATION_HEADER: applicationHeaderEditor,
  SECONDARY_HEADER: secondaryHeaderEditor,
  TAB: tabEditor,
  CONVERSION_DRIVEN: conversionDrivenEditor,
  SLIDER: sliderEditor,
  MEDIA_TEASER: mediaTeaserEditor,
  EVALUATION_CATEGORIES: evaluationCategoriesEditor,
  SOFTWARE_DOWNLOADS: softwareDownloadsEditor,
  CONTACT_LOCATIONS: contactLocationsEditor,
  QUOTE: quoteEditor,
  PRODUCT_SLIDER: productSliderEditor,
  CORRESPONDING: correspondingEditor,
  WEBINARS: webinarsEditor,
  NEWS: newsEditor,
  FULL_WIDTH_SLIDER: fullWidthSliderEditor,
  VIDEO_GROUP: videoGroupEditor,
  INTERRUPTER: interrupterEditor,
  COMPANY_LOCATION: companyLocationEditor,
  IMAGE_GROUP: imageGroupEditor,
  CV: cvEditor,
  EVENTS: eventsEditor,
  PRODUCT_TABLE: productTableEditor,
  CTA_BLOCK: ctaBlockEditor,
  BENEFITS: benefitsEditor,
  LINK_LIST: linkListEditor,
  PARTNERS: partnersEditor,
  WAY_TO_START: wayToStartEditor,
  DOCUMENT_CATEGORIES: documentCategoriesEditor,
  HIGHLIGHTS: highlightsEditor,
  JOB_OPENINGS: jobOpeningsEditor,
  LATEST_EMPLOYEE_STORIES: latestEmployeeStoriesEditor,
  EMPLOYEE_STORIES: employeeStoriesEditor,
  EQS_STOCK_CHART: eqsStockChartEditor,
  EQS_INVESTORS: eqsInvestorsEditor,
  LINK_HERO: linkHeroEditor,
  OFFICE_MAP: officeMapEditor,
  MANUAL_TABS: manualTabsEditor,
  CUSTOM_FORMS: customFormsEditor,
  PRODUCT_DETAILS: productDetailsEditor,
} satisfies Record<BuiltModuleType, ModuleEditorConfig>;
