import { useTranslation } from "react-i18next";
import { Carousel, type SlidesPerView } from "../shared/carousel";
import { ModuleImage } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { PartnersData } from "./schema";

/** SPEC §9 partners: 7 per view, 6 at <=1200px, 5 at <=960px, 4 at <=768px. */
const PARTNER_LOGOS: SlidesPerView = { base: 7, 1200: 6, 960: 5, 768: 4 };

/** Logo carousel: partner logos, each linking to the partner when it has a link (its alt text names it). */
export function Partners({ data }: ModuleProps<PartnersData>) {
  const { t } = useTranslation("modules");
  if (data.logos.length === 0) return null;
  return (
    <Carousel label={t("partners.label")} perView={PARTNER_LOGOS} className="partners">
      {data.logos.map((logo, i) => {
        const image = <ModuleImage image={logo.image} className="partner-logo__image" sizes="(max-width: 768px) 25vw, 180px" />;
        return logo.link ? (
          <SmartLink key={i} link={logo.link} className="partner-logo partner-logo--link">
            {image}
          </SmartLink>
        ) : (
          <div key={i} className="partner-logo">
            {image}
          </div>
        );
      })}
    </Carousel>
  );
}
