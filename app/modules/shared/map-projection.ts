// Equirectangular projection for the bundled office map: longitude and latitude map linearly to
// x and y, so a pin's place is a plain percentage of the visible area (no tiles, no library).

export type GeoPoint = { latitude: number; longitude: number };

/** The visible part of the map, in degrees. */
export type MapView = { west: number; east: number; north: number; south: number };

/** The whole outline: Antarctica and the far Arctic are cut off. */
export const WORLD_VIEW: MapView = { west: -180, east: 180, north: 84, south: -60 };
export const EUROPE_VIEW: MapView = { west: -25, east: 45, north: 72, south: 34 };

/** The id of the land outline's path in world-outline.svg, which each map draws with `<use>`. */
export const WORLD_OUTLINE_ID = "land";

/** The outline's own coordinates: x = longitude + 180, y = degrees south of WORLD_VIEW.north. */
export function toOutline(longitude: number, latitude: number): [number, number] {
  return [longitude - WORLD_VIEW.west, WORLD_VIEW.north - latitude];
}

/** The SVG viewBox that shows `view` of the outline. */
export function viewBox(view: MapView): string {
  const [x, y] = toOutline(view.west, view.north);
  return [x, y, view.east - view.west, view.north - view.south].map((n) => Number(n.toFixed(2))).join(" ");
}

/** Width over height of the view, for the map's CSS aspect-ratio. */
export function aspectRatio(view: MapView): number {
  return Number(((view.east - view.west) / (view.north - view.south)).toFixed(4));
}

/** Where a point sits in `view`, as percentages from the left and the top (outside: <0 or >100). */
export function projectToView(point: GeoPoint, view: MapView): { x: number; y: number } {
  return {
    x: ((point.longitude - view.west) / (view.east - view.west)) * 100,
    y: ((view.north - point.latitude) / (view.north - view.south)) * 100,
  };
}

export function isInView(point: GeoPoint, view: MapView): boolean {
  const { x, y } = projectToView(point, view);
  return x >= 0 && x <= 100 && y >= 0 && y <= 100;
}

/** Moves a view (keeping its size) so it lies inside the world outline. */
function keepInside(view: MapView): MapView {
  const width = view.east - view.west;
  const height = view.north - view.south;
  const west = Math.min(Math.max(view.west, WORLD_VIEW.west), WORLD_VIEW.east - width);
  const north = Math.max(Math.min(view.north, WORLD_VIEW.north), WORLD_VIEW.south + height);
  return { west, east: west + width, north, south: north - height };
}

/** A view of `width` by `width / aspect` degrees centred on a point (the company location's close-up). */
export function focusView(point: GeoPoint, width = 40, aspect = 16 / 9): MapView {
  const height = width / aspect;
  return keepInside({
    west: point.longitude - width / 2,
    east: point.longitude + width / 2,
    north: point.latitude + height / 2,
    south: point.latitude - height / 2,
  });
}

/**
 * The smallest view of the given aspect that shows every point with a margin (at least
 * `minWidth` degrees wide, so one office is not a close-up of a blob); the world when they are
 * spread too far for that.
 */
export function fitView(points: GeoPoint[], { aspect = 2, minWidth = 30, margin = 0.15 } = {}): MapView {
  if (points.length === 0) return WORLD_VIEW;
  const longitudes = points.map((p) => p.longitude);
  const latitudes = points.map((p) => p.latitude);
  const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)];
  const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)];
  let width = Math.max(east - west, minWidth) * (1 + 2 * margin);
  let height = Math.max(north - south, 1) * (1 + 2 * margin);
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  if (width >= (WORLD_VIEW.east - WORLD_VIEW.west) * 0.8 || height > WORLD_VIEW.north - WORLD_VIEW.south) return WORLD_VIEW;
  const [centreLon, centreLat] = [(west + east) / 2, (south + north) / 2];
  return keepInside({ west: centreLon - width / 2, east: centreLon + width / 2, north: centreLat + height / 2, south: centreLat - height / 2 });
}
