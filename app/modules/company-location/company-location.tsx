import { useTranslation } from "react-i18next";
import { ModuleImage } from "../shared/module-image";
import { LocationAddress, LocationMap, locationAnchor } from "../shared/location-map";
import { focusView } from "../shared/map-projection";
import type { LocationRows } from "../shared/office-location";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { CompanyLocationData } from "./schema";

/** Company location: one office (the first selected, usually the headquarters) close up on the map, with its address and a description. */
export function CompanyLocation({ id, data, rows }: ModuleProps<CompanyLocationData, LocationRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const location = rows?.locations[0];
  if (!location) return <p className="company-location__empty">{t("locationMap.empty")}</p>;
  return (
    <div className="company-location">
      <LocationMap moduleId={id} locations={[location]} view={focusView(location)} featuredId={location.id} className="company-location__map" />
      <div className="company-location__card" id={locationAnchor(id, location.id)}>
        {data.image ? <ModuleImage image={data.image} className="company-location__image" sizes="(max-width: 960px) 100vw, 33vw" /> : null}
        <h3 className="company-location__name">{location.name}</h3>
        <LocationAddress location={location} />
        {data.description ? <p className="company-location__description">{data.description}</p> : null}
        {data.link ? (
          <SmartLink link={data.link} className="button company-location__button">
            {data.linkTitle || data.link.text || t("companyLocation.more")}
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}
