import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LocationEntry, LocationMap } from "../shared/location-map";
import { EUROPE_VIEW, WORLD_VIEW, fitView, type MapView } from "../shared/map-projection";
import type { ModuleProps } from "../types";
import type { LocationRows, OfficeLocation } from "../shared/office-location";
import type { OfficeMapData } from "./schema";

function viewFor(area: OfficeMapData["area"], locations: OfficeLocation[]): MapView {
  if (area === "world") return WORLD_VIEW;
  if (area === "europe") return EUROPE_VIEW;
  return fitView(locations);
}

/** Map: the selected offices as pins on a bundled map, and below it their addresses. */
export function OfficeMap({ id, data, rows }: ModuleProps<OfficeMapData, LocationRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const [activeId, setActiveId] = useState<number | null>(null);
  const locations = rows?.locations ?? [];
  if (locations.length === 0) return <p className="office-map__empty">{t("locationMap.empty")}</p>;
  return (
    <div className="office-map">
      <LocationMap moduleId={id} locations={locations} view={viewFor(data.area, locations)} activeId={activeId} onActivate={setActiveId} />
      <ul className="office-map__list">
        {locations.map((location) => (
          <LocationEntry key={location.id} moduleId={id} location={location} active={location.id === activeId} onActivate={setActiveId} />
        ))}
      </ul>
    </div>
  );
}
