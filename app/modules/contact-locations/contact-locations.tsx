import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LocationEntry, LocationMap } from "../shared/location-map";
import { fitView } from "../shared/map-projection";
import type { LocationRows } from "../shared/office-location";
import type { ModuleProps } from "../types";
import type { ContactLocationsData } from "./schema";

/** Contact locations: a contact card per selected office (address, phone, e-mail), optionally under the map. */
export function ContactLocations({ id, data, rows }: ModuleProps<ContactLocationsData, LocationRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const [activeId, setActiveId] = useState<number | null>(null);
  const locations = rows?.locations ?? [];
  if (locations.length === 0) return <p className="contact-locations__empty">{t("locationMap.empty")}</p>;
  return (
    <div className="contact-locations">
      {data.showMap ? (
        <LocationMap
          moduleId={id}
          locations={locations}
          view={fitView(locations)}
          activeId={activeId}
          onActivate={setActiveId}
          className="contact-locations__map"
        />
      ) : null}
      <ul className={`contact-locations__cards contact-locations__cards--${Math.min(locations.length, 3)}`}>
        {locations.map((location) => (
          <LocationEntry
            key={location.id}
            moduleId={id}
            location={location}
            active={location.id === activeId}
            onActivate={setActiveId}
            className="contact-locations__card"
          />
        ))}
      </ul>
    </div>
  );
}
