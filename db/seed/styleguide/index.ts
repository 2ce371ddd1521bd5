import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";
import { applicationHeaderStyleguide } from "./application-header";
import { secondaryHeaderStyleguide } from "./secondary-header";
import { tabStyleguide } from "./tab";
import { conversionDrivenStyleguide } from "./conversion-driven";
import { sliderStyleguide } from "./slider";
import { mediaTeaserStyleguide } from "./media-teaser";
import { evaluationCategoriesStyleguide } from "./evaluation-categories";
import { softwareDownloadsStyleguide } from "./software-downloads";
import { contactLocationsStyleguide } from "./contact-locations";
import { quoteStyleguide } from "./quote";
import { productSliderStyleguide } from "./product-slider";
import { correspondingStyleguide } from "./corresponding";
import { webinarsStyleguide } from "./webinars";
import { newsStyleguide } from "./news";
import { fullWidthSliderStyleguide } from "./full-width-slider";
import { videoGroupStyleguide } from "./video-group";
import { interrupterStyleguide } from "./interrupter";
import { companyLocationStyleguide } from "./company-location";
import { imageGroupStyleguide } from "./image-group";
import { cvStyleguide } from "./cv";
import { eventsStyleguide } from "./events";
import { productTableStyleguide } from "./product-table";
import { ctaBlockStyleguide } from "./cta-block";
import { benefitsStyleguide } from "./benefits";
import { linkListStyleguide } from "./link-list";
import { partnersStyleguide } from "./partners";
import { wayToStartStyleguide } from "./way-to-start";
import { documentCategoriesStyleguide } from "./document-categories";
import { highlightsStyleguide } from "./highlights";
import { jobOpeningsStyleguide } from "./job-openings";
import { latestEmployeeStoriesStyleguide } from "./latest-employee-stories";
import { employeeStoriesStyleguide } from "./employee-stories";
import { eqsStockChartStyleguide } from "./eqs-stock-chart";
import { eqsInvestorsStyleguide } from "./eqs-investors";
import { linkHeroStyleguide } from "./link-hero";
import { officeMapStyleguide } from "./office-map";
import { manualTabsStyleguide } from "./manual-tabs";
import { customFormsStyleguide } from "./custom-forms";
import { productDetailsStyleguide } from "./product-details";

/** Seeded modules of every type built after the first seven, in SPEC §3.1 order. */
const BUILDERS = [
  applicationHeaderStyleguide,
  secondaryHeaderStyleguide,
  tabStyleguide,
  conversionDrivenStyleguide,
  sliderStyleguide,
  mediaTeaserStyleguide,
  evaluationCategoriesStyleguide,
  softwareDownloadsStyleguide,
  contactLocationsStyleguide,
  quoteStyleguide,
  productSliderStyleguide,
  correspondingStyleguide,
  webinarsStyleguide,
  newsStyleguide,
  fullWidthSliderStyleguide,
  videoGroupStyleguide,
  interrupterStyleguide,
  companyLocationStyleguide,
  imageGroupStyleguide,
  cvStyleguide,
  eventsStyleguide,
  productTableStyleguide,
  ctaBlockStyleguide,
  benefitsStyleguide,
  linkListStyleguide,
  partnersStyleguide,
  wayToStartStyleguide,
  documentCategoriesStyleguide,
  highlightsStyleguide,
  jobOpeningsStyleguide,
  latestEmployeeStoriesStyleguide,
  employeeStoriesStyleguide,
  eqsStockChartStyleguide,
  eqsInvestorsStyleguide,
  linkHeroStyleguide,
  officeMapStyleguide,
  manualTabsStyleguide,
  customFormsStyleguide,
  productDetailsStyleguide,
];

export function moreStyleguideModules(media: SeedMedia): SeedModule[] {
  return BUILDERS.flatMap((build) => build(media));
}
