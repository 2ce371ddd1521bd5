/** The widths (px) of the WebP copies a raster image gets for srcset (issue 24; ADR 044). */
export const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export function isRenditionWidth(width: number): boolean {
  return (RENDITION_WIDTHS as readonly number[]).includes(width);
}

/** Our stored raster images (every one is WebP) get renditions; SVGs and other addresses do not. */
function hasRenditions(url: string): boolean {
  return url.startsWith("/media/") && /\.webp$/i.test(url);
}

/** `srcset` for an image: the renditions narrower than the file, then the file itself; undefined when there are none. */
export function imageSrcSet(image: { url: string; width?: number | null }): string | undefined {
  const { url, width } = image;
  if (!width || !hasRenditions(url)) return undefined;
  const smaller = RENDITION_WIDTHS.filter((candidate) => candidate < width);
  if (smaller.length === 0) return undefined;
  return [...smaller.map((candidate) => `${url}?w=${candidate} ${candidate}w`), `${url} ${width}w`].join(", ");
}

/** CSS object-position for a focal point (per cent from the left and top); undefined for the centre default. */
export function focalPosition(image: { focalX?: number | null; focalY?: number | null }): string | undefined {
  if (typeof image.focalX !== "number" || typeof image.focalY !== "number") return undefined;
  return `${image.focalX}% ${image.focalY}%`;
}
