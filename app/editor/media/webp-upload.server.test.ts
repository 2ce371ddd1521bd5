import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkWebp, MAX_IMAGE_BYTES, UploadRejectedError, webpFilename } from "./webp-upload.server";

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

describe("checkWebp", () => {
  it("accepts a real WebP and reads its size", async () => {
    expect(await checkWebp(webp)).toEqual({ width: 800, height: 600 });
  });

  it.each([
    ["PNG bytes", png],
    ["HTML bytes", html],
    ["a PNG/HTML polyglot", new Uint8Array([...png, ...html])],
    ["a RIFF header without WebP data", new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPjunk")],
    ["nothing", new Uint8Array()],
    ["a WebP header followed by garbage", headerThenGarbage(false)],
    ["a WebP header followed by garbage, its chunk sizes adding up", headerThenGarbage(true)],
  ])("refuses %s, whatever the file is called", async (_, bytes) => {
    await expect(checkWebp(bytes)).rejects.toBeInstanceOf(UploadRejectedError);
  });

  it("refuses a file that cannot be decoded with the message of SPEC §5.3", async () => {
    await expect(checkWebp(headerThenGarbage(true))).rejects.toThrow("Only WebP images (image/webp) can be uploaded.");
  });

  it("refuses files over the size cap", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(webp);
    await expect(checkWebp(big)).rejects.toThrow("larger than 5 MB");
  });

  it("makes safe .webp file names", () => {
    expect(webpFilename("../../etc/passwd.png")).toBe("passwd.webp");
    expect(webpFilename("..\\..\\x.html")).toBe("x.webp");
    expect(webpFilename("Sensor Foto.webp")).toBe("Sensor-Foto.webp");
    expect(webpFilename("")).toBe("image.webp");
  });
});
