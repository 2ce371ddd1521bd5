import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const ONLY_WEBP = "Only WebP images (image/webp) can be uploaded.";

export class UploadRejectedError extends Error {}

/**
 * SPEC §5.3: images are image/webp only, judged by the bytes (never the name or the browser's
 * type): a PNG or HTML file renamed .webp is refused, and so is a WebP header followed by
 * anything that does not decode. Returns the decoded size.
 */
export async function checkWebp(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  if (bytes.byteLength === 0) throw new UploadRejectedError("The file is empty.");
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new UploadRejectedError("The image is larger than 5 MB.");
  // The signature first, so that only WebP bytes ever reach libvips (which reads many formats).
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "image/webp") throw new UploadRejectedError(ONLY_WEBP);
  try {
    const { format, width, height } = await decodeImage(bytes);
    if (format !== "webp") throw new Error("not a WebP image");
    return { width, height };
  } catch {
    throw new UploadRejectedError(ONLY_WEBP);
  }
}

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
