import { accordion } from "./accordion/schema";
import { cardGroup } from "./card-group/schema";
import type { ModuleSchema } from "./common-schema";
import { cta } from "./cta/schema";
import { hero } from "./hero/schema";
import { keyFigures } from "./key-figures/schema";
import type { BuiltModuleType } from "./registry";
import { textBlock } from "./text-block/schema";
import { textHeader } from "./text-header/schema";
import { applicationHeader } from "./application-header/schema";
import { secondaryHeader } from "./secondary-header/schema";
import { tab } from "./tab/schema";
import { conversionDriven } from "./conversion-driven/schema";
import { slider } from "./slider/schema";
import { mediaTeaser } from "./media-teaser/schema";
import { evaluationCategories } from "./evaluation-categories/schema";
import { softwareDownloads } from "./software-downloads/schema";
import { contactLocations } from "./contact-locations/schema";
import { quote } from "./quote/schema";
import { productSlider } from "./product-slider/schema";
import { corresponding } from "./corresponding/schema";
import { webinars } from "./webinars/schema";
import { news } from "./news/schema";
import { fullWidthSlider } from "./full-width-slider/schema";
import { videoGroup } from "./video-group/schema";
import { interrupter } from "./interrupter/schema";
import { companyLocation } from "./company-location/schema";
import { imageGroup } from "./image-group/schema";
import { cv } from "./cv/schema";
import { events } from "./events/schema";
import { productTable } from "./product-table/schema";
import { ctaBlock } from "./cta-block/schema";
import { benefits } from "./benefits/schema";
import { linkList } from "./link-list/schema";
import { partners } from "./partners/schema";
import { wayToStart } from "./way-to-start/schema";
import { documentCategories } from "./document-categories/schema";
import { highlights } from "./highlights/schema";
import { jobOpenings } from "./job-openings/schema";
import { latestEmployeeStories } from "./latest-employee-stories/schema";
import { employeeStories } from "./employee-stories/schema";
import { eqsStockChart } from "./eqs-stock-chart/schema";
import { eqsInvestors } from "./eqs-investors/schema";
import { linkHero } from "./link-hero/schema";
import { officeMap } from "./office-map/schema";
import { manualTabs } from "./manual-tabs/schema";
import { customForms } from "./custom-forms/schema";
import { productDetails } from "./product-details/schema";

/** Module data schemas by type: the server parses stored data with these; the editor validates with them. */
export const moduleSchemas: Record<BuiltModuleType, ModuleSchema> = {
  TEXT_BLOCK: textBlock,
  HERO: hero,
  TEXT_HEADER: textHeader,
  CARD_GROUP: cardGroup,
  ACCORDION: accordion,
  KEY_FIGURES: keyFigures,
  CTA: cta,
  APPLICATION_HEADER: applicationHeader,
  SECONDARY_HEADER: secondaryHeader,
  TAB: tab,
  CONVERSION_DRIVEN: conversionDriven,
  SLIDER: slider,
  MEDIA_TEASER: mediaTeaser,
  EVALUATION_CATEGORIES: evaluationCategories,
  SOFTWARE_DOWNLOADS: softwareDownloads,
  CONTACT_LOCATIONS: contactLocations,
  QUOTE: quote,
  PRODUCT_SLIDER: productSlider,
  CORRESPONDING: corresponding,
  WEBINARS: webinars,
  NEWS: news,
  FULL_WIDTH_SLIDER: fullWidthSlider,
  VIDEO_GROUP: videoGroup,
  INTERRUPTER: interrupter,
  COMPANY_LOCATION: companyLocation,
  IMAGE_GROUP: imageGroup,
  CV: cv,
  EVENTS: events,
  PRODUCT_TABLE: productTable,
  CTA_BLOCK: ctaBlock,
  BENEFITS: benefits,
  LINK_LIST: linkList,
  PARTNERS: partners,
  WAY_TO_START: wayToStart,
  DOCUMENT_CATEGORIES: documentCategories,
  HIGHLIGHTS: highlights,
  JOB_OPENINGS: jobOpenings,
  LATEST_EMPLOYEE_STORIES: latestEmployeeStories,
  EMPLOYEE_STORIES: employeeStories,
  EQS_STOCK_CHART: eqsStockChart,
  EQS_INVESTORS: eqsInvestors,
  LINK_HERO: linkHero,
  OFFICE_MAP: officeMap,
  MANUAL_TABS: manualTabs,
  CUSTOM_FORMS: customForms,
  PRODUCT_DETAILS: productDetails,
};
