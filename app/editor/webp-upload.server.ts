import { fileTypeFromBuffer } from "file-type";
import { webpSize } from "~/lib/webp-size";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export class UploadRejectedError extends Error {}

/**
 * SPEC §5.3: images are image/webp only, judged by the bytes (never the name or the browser's
 * type): a PNG or HTML file renamed .webp is refused. Returns the checked size.
 */
export async function checkWebp(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  if (bytes.byteLength === 0) throw new UploadRejectedError("The file is empty.");
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new UploadRejectedError("The image is larger than 5 MB.");
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "image/webp") throw new UploadRejectedError("Only WebP images (image/webp) can be uploaded.");
  try {
    const size = webpSize(bytes);
    if (size.width < 1 || size.height < 1 || size.width > 16383 || size.height > 16383) throw new Error("size");
    return size;
  } catch {
    throw new UploadRejectedError("Only WebP images (image/webp) can be uploaded.");
  }
}

/** A safe stored file name: letters, digits, dot, dash, underscore; always ending in .webp. */
export function webpFilename(name: string): string {
  const file = name.split(/[\\/]/).pop() ?? "";
  const base = file
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return `${base || "image"}.webp`;
}
