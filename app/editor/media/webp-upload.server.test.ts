import { readFileSync } from "node:fs";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { validationMessage } from "../shell/validation-messages";
import { checkFieldImage } from "./media-file-checks.server";
import { MAX_IMAGE_BYTES, UploadRejectedError, webpFilename } from "./webp-upload.server";

const webp = new Uint8Array(readFileSync(path.resolve(__dirname, "../../../db/seed/images/card-co2.webp")));
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");

/** The first 116 bytes of a real WebP (its RIFF/VP8 header and a little image data), then garbage. */
function headerThenGarbage(keepSizesConsistent: boolean): Uint8Array {
  const bytes = new Uint8Array(webp.byteLength).fill(0x5a);
  bytes.set(webp.subarray(0, 116));
  if (!keepSizesConsistent) return bytes.subarray(0, 116 + 400);
  return bytes; // same length as the real file: the RIFF and VP8 chunk sizes still add up
}

const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
const check = (bytes: Uint8Array, name = "photo.webp") => checkFieldImage(name, bytes, MAX_IMAGE_BYTES);

async function raster(format: "jpeg" | "png" | "avif"): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 0, g: 122, b: 60 } } }).toFormat(format).toBuffer());
}

/** The refusal's message, or null when the file is accepted. */
async function refusal(bytes: Uint8Array, name: string): Promise<string | null> {
  return check(bytes, name).then(
    () => null,
    (error: unknown) => (error instanceof UploadRejectedError ? error.message : `not an UploadRejectedError: ${String(error)}`),
  );
}

describe("checkFieldImage: what an image field takes (issue 47)", () => {
  it("keeps a real WebP byte for byte and reads its size", async () => {
    const checked = await check(webp);
    expect(checked).toMatchObject({ kind: "image", filename: "photo.webp", contentType: "image/webp", width: 800, height: 600 });
    expect(checked.bytes).toEqual(webp);
  });

  it.each(["jpeg", "png", "avif"] as const)("converts a %s to a WebP named .webp, as the media library does", async (format) => {
    const checked = await check(await raster(format), `Sensor Foto.${format}`);
    expect(checked).toMatchObject({ kind: "image", filename: "Sensor-Foto.webp", contentType: "image/webp", width: 40, height: 20 });
    expect((await fileTypeFromBuffer(checked.bytes))?.mime).toBe("image/webp");
  });

  it.each([
    ["HTML bytes", html, "imageOnly"],
    ["an SVG (a vector image)", svg, "imageOnly"],
    ["a PDF", pdf, "imageOnly"],
    ["PNG bytes that do not decode", png, "imageBroken"],
    ["a PNG/HTML polyglot", new Uint8Array([...png, ...html]), "imageBroken"],
    ["a WebP header followed by garbage", headerThenGarbage(false), "imageBroken"],
    ["a WebP header followed by garbage, its chunk sizes adding up", headerThenGarbage(true), "imageBroken"],
    ["nothing", new Uint8Array(), "fileEmpty"],
  ] as const)("refuses %s, whatever the file is called, with a message for under the field", async (_, bytes, key) => {
    expect(await refusal(bytes, "fake.jpg")).toBe(validationMessage(key, { name: "fake.jpg" }));
  });

  it("refuses a RIFF header without WebP data", async () => {
    await expect(check(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPjunk"))).rejects.toBeInstanceOf(UploadRejectedError);
  });

  it("refuses files over the image field's 5 MB, before decoding them", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(webp);
    expect(await refusal(big, "big.webp")).toBe(validationMessage("fileTooLarge", { name: "big.webp", limit: "5 MB" }));
  });
});

describe("webpFilename", () => {
  it("makes safe .webp file names", () => {
    expect(webpFilename("../../etc/passwd.png")).toBe("passwd.webp");
    expect(webpFilename("..\\..\\x.html")).toBe("x.webp");
    expect(webpFilename("Sensor Foto.webp")).toBe("Sensor-Foto.webp");
    expect(webpFilename("")).toBe("image.webp");
  });
});
