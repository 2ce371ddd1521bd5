import sharp from "sharp";

/** An image field's upload limit (of the file as uploaded; the media library's is 10 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * An image field's upload refused (checkFieldImage in media-file-checks.server.ts), with the
 * English validation message shown under the field.
 */
export class UploadRejectedError extends Error {}

/**
 * Decodes every pixel of an image, failing on any libvips warning, and returns its format and
 * size; throws when it does not decode (or has more than limitInputPixels, if given).
 */
export async function decodeImage(bytes: Uint8Array, limitInputPixels?: number): Promise<{ format: string; width: number; height: number }> {
  const image = sharp(bytes, { failOn: "warning", limitInputPixels });
  const { format, width, height } = await image.metadata();
  if (!format || !width || !height) throw new Error("not an image");
  // The header alone proves nothing: decode every pixel. Shrinking on load still decodes the
  // whole bitstream but keeps the output (and memory) small.
  await image.resize(64, 64, { fit: "inside" }).raw().toBuffer();
  return { format, width, height };
}

/** A safe stored file name: letters, digits, dot, dash, underscore; always ending in .webp. */
export function webpFilename(name: string): string {
  return safeFilename(name, ".webp", "image");
}

/** The last segment of a path as a browser may send it (Windows or POSIX separators). */
export function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? "";
}

/**
 * A safe stored file name: letters, digits, dot, dash, underscore, always ending in `extension`,
 * which replaces the name's own (the whole of it when the name already ends in it: ".tar.gz").
 */
export function safeFilename(name: string, extension: string, fallback: string): string {
  const file = baseName(name);
  const stem = file.toLowerCase().endsWith(extension) ? file.slice(0, -extension.length) : file.replace(/\.[^.]*$/, "");
  const base = stem
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return `${base || fallback}${extension}`;
}
