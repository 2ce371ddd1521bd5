/** Alt text of each seed image by file name (without .webp), per locale. */
export const IMAGE_ALTS: Record<string, Record<string, string>> = {};
