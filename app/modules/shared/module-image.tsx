import { useTranslation } from "react-i18next";
import type { ImageValue } from "../types";
import { focalPosition, imageSrcSet } from "~/lib/image-srcset";

/** Modules from the top of a page that are usually in the first screen (a text header, then a hero). */
const FIRST_SCREEN_MODULES = 2;

/** Whether a module at this position gets its header image eagerly and at high priority (LCP). */
export function isInFirstScreen(index: number): boolean {
  return index < FIRST_SCREEN_MODULES;
}

/**
 * An image with its intrinsic size (no layout shift), lazy unless it is a header image in the
 * first screen, and the SPEC §3.4 alt fallback when the editor gave none (a decorative image has
 * empty alt text on purpose). Its renditions go into srcset; where a module crops it (object-fit),
 * its focal point stays in view.
 */
export function ModuleImage({
  image,
  className,
  priority = false,
  sizes,
}: {
  image: ImageValue;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const { t } = useTranslation();
  const focal = focalPosition(image);
  return (
    <img
      src={image.url}
      srcSet={imageSrcSet(image)}
      alt={image.decorative ? "" : image.alt?.trim() ? image.alt : t("module.noAlt")}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      // React 18 does not know fetchPriority; the lowercase attribute reaches the HTML.
      {...(priority ? { fetchpriority: "high" } : {})}
      decoding="async"
      sizes={sizes}
      style={focal ? { objectPosition: focal } : undefined}
    />
  );
}
