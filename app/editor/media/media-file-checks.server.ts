import { fileTypeFromBuffer } from "file-type";
import { Parser } from "htmlparser2";
import sharp from "sharp";
import { type Entry, fromBuffer } from "yauzl";
import { type ValidationKey, validationMessage } from "../shell/validation-messages";
import { baseName, decodeImage, safeFilename, UploadRejectedError } from "./webp-upload.server";

/*
 * What the media library accepts (issue 24), judged by the bytes, never the name or the browser's type:
 * - Order: empty → larger than the largest limit (before anything parses it) → type by content →
 *   the kind's limit → the kind's own check. Only the checked bytes ever reach sharp, htmlparser2
 *   or yauzl.
 * - Raster images (WebP, JPEG, PNG, AVIF) are fully decoded (libvips warnings fail, more than
 *   50 megapixels fails before decoding). All are stored as WebP: JPEG/PNG/AVIF are converted
 *   (EXIF orientation applied, metadata dropped, first frame only); a WebP is kept as uploaded.
 * - SVG: a text whose first element, after a BOM, XML declaration, comments or DOCTYPE, is <svg>.
 *   It is stored unchanged, so anything that could run or fetch in a browser is refused rather than
 *   cleaned: script-like elements, on* attributes, non-#fragment hrefs, href animation, url()/
 *   @import/image-set() not pointing at #…, DOCTYPE/ENTITY, processing instructions other than
 *   the XML declaration, and "javascript:" anywhere. What htmlparser2 cannot read as one closed
 *   <svg> element is refused as unsafe too. CSS escapes and comments are undone before matching.
 * - PDF: refused when any name token (#xx escapes decoded) is /JavaScript, /JS, /Launch,
 *   /EmbeddedFile(s) or /RichMedia; /OpenAction alone is common (open at a page) and allowed.
 *   Names inside compressed object streams escape this scan, and browsers' PDF viewers sandbox
 *   scripts anyway: it is a first line, not a guarantee.
 * - Videos: MP4 (an ISO-BMFF `ftyp` box) and WebM (an EBML header of doctype webm), stored as
 *   uploaded and streamed with byte ranges; browsers play them in a sandboxed decoder.
 * - Archives (ZIP, GZIP, 7Z, XZ, BZIP2, TAR) are stored, never unpacked. Only ZIP has a directory
 *   to check without unpacking: more than 10,000 entries, more than 2 GB in all, or more than 100
 *   times the archive's size is a bomb. Zip-based formats that file-type names otherwise (DOCX,
 *   JAR, EPUB…) are not archives here and are refused.
 */

export type LibraryFileKind = "image" | "vector" | "document" | "file" | "video";
export type CheckedFile = { kind: LibraryFileKind; filename: string; contentType: string; bytes: Uint8Array; width: number | null; height: number | null };

const MB = 1024 * 1024;

/** Per-kind byte limits (of the file as uploaded). */
export const LIBRARY_LIMITS: Record<LibraryFileKind, number> = { image: 10 * MB, vector: 1 * MB, document: 20 * MB, file: 20 * MB, video: 20 * MB };
export const MAX_FILES_PER_UPLOAD = 20;

const MAX_IMAGE_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;
const ZIP_MAX_ENTRIES = 10_000;
const ZIP_MAX_UNCOMPRESSED = 2 * 1024 * MB;
const ZIP_MAX_RATIO = 100;

const RASTER_TYPES = new Set(["image/webp", "image/jpeg", "image/png", "image/avif"]);
/** Archive types and the extensions a name may keep for them (else file-type's own). */
const ARCHIVE_EXTENSIONS: Record<string, string[]> = {
  "application/zip": [".zip"],
  "application/gzip": [".tar.gz", ".tgz", ".gz"],
  "application/x-xz": [".tar.xz", ".txz", ".xz"],
  "application/x-bzip2": [".tar.bz2", ".tbz2", ".tbz", ".bz2"],
  "application/x-7z-compressed": [".7z"],
  "application/x-tar": [".tar"],
};
/** Video types and their extension. */
const VIDEO_EXTENSIONS: Record<string, string> = { "video/mp4": ".mp4", "video/webm": ".webm" };
const ACTIVE_PDF_NAMES = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia"]);
const SVG_FORBIDDEN_ELEMENTS = new Set(["script", "foreignobject", "handler", "iframe", "embed", "object"]);

/** Thrown with the English validation message (from validationMessage(key, params)). */
export class FileRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FileRefused";
  }
}

class Refusal extends Error {
  constructor(
    readonly key: ValidationKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

/** Judges a file by its bytes (never its name or the browser's type) and returns what to store. */
export async function checkLibraryFile(name: string, bytes: Uint8Array): Promise<CheckedFile> {
  try {
    return await check(name, bytes);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw new FileRefused(validationMessage(error.key, { ...error.params, name: baseName(name) }));
  }
}

async function check(name: string, bytes: Uint8Array): Promise<CheckedFile> {
  if (bytes.byteLength === 0) throw new Refusal("fileEmpty");
  checkSize(bytes, Math.max(...Object.values(LIBRARY_LIMITS)));
  if (looksLikeSvg(bytes)) {
    checkSize(bytes, LIBRARY_LIMITS.vector);
    const { width, height } = checkSvg(bytes);
    return { kind: "vector", filename: safeFilename(name, ".svg", "image"), contentType: "image/svg+xml", bytes, width, height };
  }
  // file-type walks PNG chunks and ZIP entries to name subtypes (seconds for 10 MB of empty
  // chunks); every type accepted here is known by its first bytes.
  const type = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
  if (type && RASTER_TYPES.has(type.mime)) {
    checkSize(bytes, LIBRARY_LIMITS.image);
    return rasterImage(name, bytes, type.mime);
  }
  // file-type calls a PDF saved by Illustrator (with its editing data) "ai": still a PDF.
  if (type?.mime === "application/pdf" || type?.ext === "ai") {
    checkSize(bytes, LIBRARY_LIMITS.document);
    if (hasActivePdfNames(bytes)) throw new Refusal("pdfActive");
    return { kind: "document", filename: safeFilename(name, ".pdf", "document"), contentType: "application/pdf", bytes, width: null, height: null };
  }
  if (type && VIDEO_EXTENSIONS[type.mime]) {
    checkSize(bytes, LIBRARY_LIMITS.video);
    return { kind: "video", filename: safeFilename(name, VIDEO_EXTENSIONS[type.mime], "video"), contentType: type.mime, bytes, width: null, height: null };
  }
  const extensions = type && ARCHIVE_EXTENSIONS[type.mime];
  if (type && extensions) {
    checkSize(bytes, LIBRARY_LIMITS.file);
    if (type.mime === "application/zip") await checkZip(bytes);
    const lower = baseName(name).toLowerCase();
    const extension = extensions.find((candidate) => lower.endsWith(candidate)) ?? `.${type.ext}`;
    return { kind: "file", filename: safeFilename(name, extension, "file"), contentType: type.mime, bytes, width: null, height: null };
  }
  throw new Refusal("fileType");
}

/**
 * What an image field of a module form or content item takes (issue 47): the raster images the
 * library takes (WebP, JPEG, PNG, AVIF), judged and converted exactly as the library does, so the
 * stored image is always WebP (SPEC §5.3), up to `limit` bytes as uploaded. Anything else, SVG and
 * PDF included, is refused with `imageOnly`; nothing but a raster image ever reaches a parser.
 * Refusals are UploadRejectedError with the English validation message.
 */
export async function checkFieldImage(name: string, bytes: Uint8Array, limit: number): Promise<CheckedFile> {
  try {
    if (bytes.byteLength === 0) throw new Refusal("fileEmpty");
    checkSize(bytes, limit);
    const type = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
    if (!type || !RASTER_TYPES.has(type.mime)) throw new Refusal("imageOnly");
    return await rasterImage(name, bytes, type.mime);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw new UploadRejectedError(validationMessage(error.key, { ...error.params, name: baseName(name) }));
  }
}

/** A raster image (of RASTER_TYPES) as the library stores it: a WebP named .webp. */
async function rasterImage(name: string, bytes: Uint8Array, mime: string): Promise<CheckedFile> {
  const image = await storedImage(bytes, mime);
  return { kind: "image", filename: safeFilename(name, ".webp", "image"), contentType: "image/webp", ...image };
}

function checkSize(bytes: Uint8Array, limit: number): void {
  if (bytes.byteLength > limit) throw new Refusal("fileTooLarge", { limit: `${limit / MB} MB` });
}

async function storedImage(bytes: Uint8Array, mime: string): Promise<Pick<CheckedFile, "bytes" | "width" | "height">> {
  try {
    if (mime === "image/webp") {
      const { format, width, height } = await decodeImage(bytes, MAX_IMAGE_PIXELS);
      if (format !== "webp") throw new Error("not a WebP image");
      return { bytes, width, height };
    }
    const { data, info } = await sharp(bytes, { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch {
    throw new Refusal("imageBroken");
  }
}

/** Whether the first element, after a BOM, XML declaration, comments or DOCTYPE, is <svg>. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let rest = new TextDecoder().decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, "");
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith("<svg")) return /^<svg[\s/>]/.test(rest);
    const prolog = /^(?:<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[^\]]*\][^>]*)?>)/.exec(rest);
    if (!prolog) return false;
    rest = rest.slice(prolog[0].length);
  }
}

/** The size of a safe SVG; throws svgUnsafe for anything that could run, fetch or not parse. */
function checkSvg(bytes: Uint8Array): { width: number | null; height: number | null } {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal("svgUnsafe");
  }
  if (/javascript:|<!ENTITY/i.test(text)) throw new Refusal("svgUnsafe");
  const roots: { name: string; attributes: Record<string, string> }[] = [];
  const open: string[] = [];
  let style = "";
  let safe = true;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (open.length === 0) roots.push({ name, attributes });
        open.push(localName(name));
        if (SVG_FORBIDDEN_ELEMENTS.has(localName(name))) safe = false;
        for (const [attribute, value] of Object.entries(attributes)) if (!safeAttribute(localName(attribute), value)) safe = false;
      },
      onclosetag(_, isImplied) {
        // Self-closing tags are "implied" closes too; an element left open is not well-formed.
        if (isImplied && text.slice(parser.endIndex - 1, parser.endIndex + 1) !== "/>") safe = false;
        // The text of a <style> arrives in pieces (entities, CDATA): judge it whole.
        if (open.pop() === "style" && fetchesCss(style)) safe = false;
        style = "";
      },
      ontext(content) {
        if (open.length === 0 && content.trim() !== "") safe = false;
        if (open.at(-1) === "style") style += content;
      },
      onprocessinginstruction(name) {
        if (name.toLowerCase() !== "?xml") safe = false;
      },
      onerror() {
        safe = false;
      },
    },
    { xmlMode: true },
  );
  parser.end(text);
  if (!safe || roots.length !== 1 || roots[0].name !== "svg") throw new Refusal("svgUnsafe");
  return svgSize(roots[0].attributes);
}

function localName(name: string): string {
  return name.slice(name.indexOf(":") + 1).toLowerCase();
}

function safeAttribute(name: string, value: string): boolean {
  if (name.startsWith("on")) return false;
  if (name === "href" && !value.trim().startsWith("#")) return false;
  // <set>/<animate> could turn a safe href into any other.
  if (name === "attributename" && localName(value.trim()) === "href") return false;
  // Browsers drop tabs and newlines inside URLs: "java&#9;script:" is still a script.
  const compact = Array.from(value)
    .filter((char) => char > " ")
    .join("");
  if (/javascript:/i.test(compact)) return false;
  return !fetchesCss(value);
}

/** Whether CSS (a <style>, a style attribute or a presentation attribute) loads anything but #fragments. */
function fetchesCss(css: string): boolean {
  const plain = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/\\([\s\S])/g, "$1");
  if (/@import|image-set\s*\(/i.test(plain)) return true;
  return [...plain.matchAll(/url\s*\(([^)]*)/gi)].some(([, target]) => !target.trim().replace(/^['"]/, "").trimStart().startsWith("#"));
}

function svgSize(root: Record<string, string>): { width: number | null; height: number | null } {
  const width = pixels(root.width);
  const height = pixels(root.height);
  if (width && height) return { width, height };
  const box = (root.viewBox ?? "").trim().split(/[\s,]+/).map(Number);
  if (box.length === 4 && box[2] > 0 && box[3] > 0) return { width: Math.max(1, Math.round(box[2])), height: Math.max(1, Math.round(box[3])) };
  return { width: null, height: null };
}

function pixels(value: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value ?? "");
  const size = match ? Math.round(Number(match[1])) : 0;
  return size > 0 ? size : null;
}

function hasActivePdfNames(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  for (const [, raw] of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const name = raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (ACTIVE_PDF_NAMES.has(name)) return true;
  }
  return false;
}

async function checkZip(bytes: Uint8Array): Promise<void> {
  let totals: { entries: number; uncompressed: number };
  try {
    totals = await zipTotals(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new Refusal("fileType");
  }
  const { entries, uncompressed } = totals;
  if (entries > ZIP_MAX_ENTRIES || uncompressed > ZIP_MAX_UNCOMPRESSED || uncompressed / bytes.byteLength > ZIP_MAX_RATIO) {
    throw new Refusal("archiveBomb");
  }
}

/** The entry count and summed uncompressed sizes from the central directory, nothing extracted. */
function zipTotals(buffer: Buffer): Promise<{ entries: number; uncompressed: number }> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      if (zip.entryCount > ZIP_MAX_ENTRIES) {
        zip.close();
        return resolve({ entries: zip.entryCount, uncompressed: 0 });
      }
      let uncompressed = 0;
      zip.on("entry", (entry: Entry) => {
        uncompressed += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on("end", () => resolve({ entries: zip.entryCount, uncompressed }));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}
