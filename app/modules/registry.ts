import { Accordion } from "./accordion/accordion";
import { CardGroup } from "./card-group/card-group";
import { Cta } from "./cta/cta";
import { Hero } from "./hero/hero";
import { KeyFigures } from "./key-figures/key-figures";
import { TextBlock } from "./text-block/text-block";
import { TextHeader } from "./text-header/text-header";
import type { ModuleRenderer, ModuleType } from "./types";
import { ApplicationHeader } from "./application-header/application-header";
import { SecondaryHeader } from "./secondary-header/secondary-header";
import { Tab } from "./tab/tab";
import { ConversionDriven } from "./conversion-driven/conversion-driven";
import { Slider } from "./slider/slider";
import { MediaTeaser } from "./media-teaser/media-teaser";
import { EvaluationCategories } from "./evaluation-categories/evaluation-categories";
import { SoftwareDownloads } from "./software-downloads/software-downloads";
import { ContactLocations } from "./contact-locations/contact-locations";
import { Quote } from "./quote/quote";
import { ProductSlider } from "./product-slider/product-slider";
import { Corresponding } from "./corresponding/corresponding";
import { Webinars } from "./webinars/webinars";
import { News } from "./news/news";
import { FullWidthSlider } from "./full-width-slider/full-width-slider";
import { VideoGroup } from "./video-group/video-group";
import { Interrupter } from "./interrupter/interrupter";
import { CompanyLocation } from "./company-location/company-location";
import { ImageGroup } from "./image-group/image-group";
import { Cv } from "./cv/cv";
import { Events } from "./events/events";
import { ProductTable } from "./product-table/product-table";
import { CtaBlock } from "./cta-block/cta-block";
import { Benefits } from "./benefits/benefits";
import { LinkList } from "./link-list/link-list";
import { Partners } from "./partners/partners";
import { WayToStart } from "./way-to-start/way-to-start";
import { DocumentCategories } from "./document-categories/document-categories";
import { Highlights } from "./highlights/highlights";
import { JobOpenings } from "./job-openings/job-openings";
import { LatestEmployeeStories } from "./latest-employee-stories/latest-employee-stories";
import { EmployeeStories } from "./employee-stories/employee-stories";
import { EqsStockChart } from "./eqs-stock-chart/eqs-stock-chart";
import { EqsInvestors } from "./eqs-investors/eqs-investors";
import { LinkHero } from "./link-hero/link-hero";
import { OfficeMap } from "./office-map/office-map";
import { ManualTabs } from "./manual-tabs/manual-tabs";
import { CustomForms } from "./custom-forms/custom-forms";
import { ProductDetails } from "./product-details/product-details";

/**
 * Public renderers by module type. This record defines which types are built: schemas.ts and
 * editors.ts must cover exactly the same keys (tsc fails otherwise). A type not in here renders
 * nothing publicly (logged by the page loader).
 */
export const renderers = {
  TEXT_BLOCK: TextBlock,
  HERO: Hero,
  TEXT_HEADER: TextHeader,
  CARD_GROUP: CardGroup,
  ACCORDION: Accordion,
  KEY_FIGURES: KeyFigures,
  CTA: Cta,
  APPLICATION_HEADER: ApplicationHeader,
  SECONDARY_HEADER: SecondaryHeader,
  TAB: Tab,
  CONVERSION_DRIVEN: ConversionDriven,
  SLIDER: Slider,
  MEDIA_TEASER: MediaTeaser,
  EVALUATION_CATEGORIES: EvaluationCategories,
  SOFTWARE_DOWNLOADS: SoftwareDownloads,
  CONTACT_LOCATIONS: ContactLocations,
  QUOTE: Quote,
  PRODUCT_SLIDER: ProductSlider,
  CORRESPONDING: Corresponding,
  WEBINARS: Webinars,
  NEWS: News,
  FULL_WIDTH_SLIDER: FullWidthSlider,
  VIDEO_GROUP: VideoGroup,
  INTERRUPTER: Interrupter,
  COMPANY_LOCATION: CompanyLocation,
  IMAGE_GROUP: ImageGroup,
  CV: Cv,
  EVENTS: Events,
  PRODUCT_TABLE: ProductTable,
  CTA_BLOCK: CtaBlock,
  BENEFITS: Benefits,
  LINK_LIST: LinkList,
  PARTNERS: Partners,
  WAY_TO_START: WayToStart,
  DOCUMENT_CATEGORIES: DocumentCategories,
  HIGHLIGHTS: Highlights,
  JOB_OPENINGS: JobOpenings,
  LATEST_EMPLOYEE_STORIES: LatestEmployeeStories,
  EMPLOYEE_STORIES: EmployeeStories,
  EQS_STOCK_CHART: EqsStockChart,
  EQS_INVESTORS: EqsInvestors,
  LINK_HERO: LinkHero,
  OFFICE_MAP: OfficeMap,
  MANUAL_TABS: ManualTabs,
  CUSTOM_FORMS: CustomForms,
  PRODUCT_DETAILS: ProductDetails,
} satisfies Partial<Record<ModuleType, ModuleRenderer>>;

export type BuiltModuleType = keyof typeof renderers;

// One definition for the server and the browser; renderer-imports.ts has exactly these keys.
export { isBuiltModuleType } from "./renderer-imports";
