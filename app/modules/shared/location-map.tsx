import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { aspectRatio, isInView, projectToView, viewBox, WORLD_OUTLINE_ID, type MapView } from "./map-projection";
import type { OfficeLocation } from "./office-location";
import worldOutline from "./world-outline.svg?url";

/** The id of a location's entry in a module, the target of its pin. */
export function locationAnchor(moduleId: string, locationId: number): string {
  return `module-${moduleId}-location-${locationId}`;
}

type LocationMapProps = {
  moduleId: string;
  locations: OfficeLocation[];
  view: MapView;
  /** The location whose pin and entry are highlighted (hovered or focused on either). */
  activeId?: number | null;
  onActivate?: (id: number | null) => void;
  /** A location drawn larger with its name always shown (the company location). */
  featuredId?: number;
  className?: string;
};

/**
 * The office map of OFFICE_MAP, COMPANY_LOCATION and CONTACT_LOCATIONS: a bundled outline (no
 * outside tile server; one cached file that every map uses, not 7 KB of path in each page) with
 * one pin per location. A pin is a link to the location's entry, so it works without JavaScript
 * (the entry is the :target); with it, hovering or focusing a pin highlights the entry and the
 * other way round.
 */
export function LocationMap({ moduleId, locations, view, activeId = null, onActivate, featuredId, className }: LocationMapProps) {
  const { t } = useTranslation("modules");
  const visible = locations.filter((location) => isInView(location, view));
  return (
    <div className={["location-map", className].filter(Boolean).join(" ")} style={{ aspectRatio: `${aspectRatio(view)}` }}>
      <svg className="location-map__outline" viewBox={viewBox(view)} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <use href={`${worldOutline}#${WORLD_OUTLINE_ID}`} />
      </svg>
      {visible.length > 0 ? (
        <ul className="location-map__pins" aria-label={t("locationMap.pins")}>
          {visible.map((location) => {
            const { x, y } = projectToView(location, view);
            const side = x < 20 ? " location-map__pin--start" : x > 80 ? " location-map__pin--end" : "";
            const state = `${location.id === featuredId ? " location-map__pin--featured" : ""}${location.id === activeId ? " is-active" : ""}`;
            const place: CSSProperties = { left: `${x.toFixed(2)}%`, top: `${y.toFixed(2)}%` };
            return (
              <li key={location.id} className="location-map__pin-item" style={place}>
                <a
                  className={`location-map__pin${side}${state}`}
                  href={`#${locationAnchor(moduleId, location.id)}`}
                  onMouseEnter={() => onActivate?.(location.id)}
                  onMouseLeave={() => onActivate?.(null)}
                  onFocus={() => onActivate?.(location.id)}
                  onBlur={() => onActivate?.(null)}
                >
                  <span className="location-map__label">{location.name}</span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** `tel:` address of a phone number as people write it ("+41 44 555 01 00" → "tel:+41445550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The postal address of an office, with its phone and e-mail as links where it has them. */
export function LocationAddress({ location }: { location: OfficeLocation }) {
  const { t } = useTranslation("modules");
  return (
    <address className="location-address">
      <span className="location-address__lines">
        <span className="location-address__company">{location.nameVerbose}</span>
        {location.addressLines.map((line, i) => (
          <span key={i}>
            <br />
            {line}
          </span>
        ))}
      </span>
      {location.phone || location.email ? (
        <span className="location-address__contact">
          {location.phone ? (
            <span className="location-address__row">
              <span className="location-address__label">{t("locationMap.phone")}</span>{" "}
              <a href={telHref(location.phone)}>{location.phone}</a>
            </span>
          ) : null}
          {location.email ? (
            <span className="location-address__row">
              <span className="location-address__label">{t("locationMap.email")}</span>{" "}
              <a href={`mailto:${location.email}`}>{location.email}</a>
            </span>
          ) : null}
        </span>
      ) : null}
    </address>
  );
}

type LocationEntryProps = {
  moduleId: string;
  location: OfficeLocation;
  active: boolean;
  onActivate?: (id: number | null) => void;
  /** Extra classes (the module's card or list style). */
  className?: string;
  children?: ReactNode;
};

/** A location's list item: the target of its pin, highlighted together with it. */
export function LocationEntry({ moduleId, location, active, onActivate, className, children }: LocationEntryProps) {
  return (
    <li
      id={locationAnchor(moduleId, location.id)}
      className={["location-entry", className, active ? "is-active" : ""].filter(Boolean).join(" ")}
      onMouseEnter={() => onActivate?.(location.id)}
      onMouseLeave={() => onActivate?.(null)}
      onFocus={() => onActivate?.(location.id)}
      onBlur={() => onActivate?.(null)}
    >
      <h3 className="location-entry__name">{location.name}</h3>
      <LocationAddress location={location} />
      {children}
    </li>
  );
}
