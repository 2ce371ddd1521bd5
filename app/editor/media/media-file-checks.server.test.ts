import { deflateRawSync, gzipSync } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type ValidationKey, validationMessage } from "../shell/validation-messages";
import { checkLibraryFile, FileRefused, LIBRARY_LIMITS } from "./media-file-checks.server";

const MB = 1024 * 1024;
const text = (value: string) => new TextEncoder().encode(value);
const green = { r: 0, g: 122, b: 60 };

async function raster(format: "jpeg" | "png" | "avif" | "webp", width = 40, height = 20): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: green } }).toFormat(format).toBuffer());
}

/** Refused with exactly this message (the file's base name filled in). */
async function expectRefused(name: string, bytes: Uint8Array, key: ValidationKey, params: Record<string, string> = {}) {
  const error = await checkLibraryFile(name, bytes).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FileRefused);
  expect((error as FileRefused).message).toBe(validationMessage(key, { name: name.split(/[\\/]/).pop()!, ...params }));
}

/** A minimal valid PDF: catalog, pages, one page, a correct xref table and trailer. */
function pdf(catalogExtra = ""): Uint8Array {
  const objects = [`<< /Type /Catalog /Pages 2 0 R${catalogExtra} >>`, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return text(body);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

type ZipEntry = { name: string; data: Uint8Array; deflate?: boolean; claimedSize?: number };

/** A real zip: local headers, central directory and end record, stored or deflated entries. */
function zip(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflate ? deflateRawSync(entry.data) : Buffer.from(entry.data);
    const fields = { method: entry.deflate ? 8 : 0, crc: crc32(entry.data), compressed: body.byteLength, size: entry.claimedSize ?? entry.data.byteLength };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.compressed, 18);
    local.writeUInt32LE(fields.size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.compressed, 20);
    central.writeUInt32LE(fields.size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + body.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

describe("checkLibraryFile: raster images", () => {
  it.each(["jpeg", "png", "avif"] as const)("converts a %s to WebP, with a .webp name and its size", async (format) => {
    const checked = await checkLibraryFile(`Sensor Foto.${format}`, await raster(format));
    expect(checked).toMatchObject({ kind: "image", filename: "Sensor-Foto.webp", contentType: "image/webp", width: 40, height: 20 });
    expect((await fileTypeFromBuffer(checked.bytes))?.mime).toBe("image/webp");
  });

  it("keeps a WebP byte for byte", async () => {
    const webp = await raster("webp");
    const checked = await checkLibraryFile("card.webp", webp);
    expect(checked).toMatchObject({ kind: "image", filename: "card.webp", contentType: "image/webp", width: 40, height: 20 });
    expect(checked.bytes).toEqual(webp);
  });

  it("turns a JPEG upright by its EXIF orientation and drops its metadata", async () => {
    const rotated = await sharp({ create: { width: 40, height: 20, channels: 3, background: green } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const checked = await checkLibraryFile("phone.jpg", new Uint8Array(rotated));
    expect(checked).toMatchObject({ width: 20, height: 40 });
    const metadata = await sharp(checked.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("judges a PNG renamed .pdf by its content: an image", async () => {
    expect(await checkLibraryFile("report.pdf", await raster("png"))).toMatchObject({ kind: "image", filename: "report.webp" });
  });

  it("refuses a PNG header followed by garbage as imageBroken", async () => {
    const png = await raster("png");
    const broken = new Uint8Array(png.byteLength).fill(0x5a);
    broken.set(png.subarray(0, 40));
    await expectRefused("broken.png", broken, "imageBroken");
  });

  it("refuses a WebP that does not decode as imageBroken", async () => {
    const webp = await raster("webp");
    await expectRefused("broken.webp", webp.subarray(0, webp.byteLength - 10), "imageBroken");
  });

  it("refuses a JPEG of more than 50 megapixels as imageBroken, without decoding it", { timeout: 30_000 }, async () => {
    const bomb = new Uint8Array(await sharp({ create: { width: 8000, height: 7000, channels: 3, background: green } }).jpeg().toBuffer());
    expect(bomb.byteLength).toBeLessThan(LIBRARY_LIMITS.image);
    const started = performance.now();
    await expectRefused("huge.jpg", bomb, "imageBroken");
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("checkLibraryFile: SVG", () => {
  const clean = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80px" viewBox="0 0 12 8">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#007a3c"/></linearGradient><path id="p" d="M0 0h4v4z"/></defs>
  <style>.a { fill: url(#g); } /* url( #g ) too */</style>
  <rect class="a" width="12" height="8" style="fill: url('#g')"/>
  <use href="#p"/><use xlink:href="#p"/>
  <a href="#top"><text>Sensor</text></a>
</svg>`;

  it("stores a clean SVG as it came, sized by its width and height", async () => {
    const checked = await checkLibraryFile("logo.svg", text(clean));
    expect(checked).toMatchObject({ kind: "vector", filename: "logo.svg", contentType: "image/svg+xml", width: 120, height: 80 });
    expect(checked.bytes).toEqual(text(clean));
  });

  it("sizes an SVG by its viewBox when width/height are not pixels, and not at all without either", async () => {
    const boxed = '\uFEFF<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0,0 24.4 12"><path d="M0 0h1"/></svg>';
    expect(await checkLibraryFile("icon.svg", text(boxed))).toMatchObject({ width: 24, height: 12 });
    expect(await checkLibraryFile("icon.svg", text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ width: null, height: null });
  });

  it.each([
    ["a <script> element", '<svg><script>alert(1)</script></svg>'],
    ["a namespaced script element", '<svg xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>'],
    ["an onload= handler", '<svg onload="alert(1)"/>'],
    ["an xlink:href=\"javascript:…\"", '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ["a javascript: URL hidden by an entity tab", '<svg><a href="java&#9;script&#58;alert(1)">x</a></svg>'],
    ["an external href=\"https://…\"", '<svg><image href="https://evil.example/x.png"/></svg>'],
    ["a data: href", '<svg><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>'],
    ["a <foreignObject>", '<svg><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>'],
    ["style=\"fill:url(https://…)\"", '<svg><rect style="fill:url(https://evil.example/x)"/></svg>'],
    ["a presentation attribute fill=\"url(https://…)\"", '<svg><rect fill="url( \'https://evil.example/x\' )"/></svg>'],
    ["a CSS-escaped url() in <style>", "<svg><style>rect { fill: u\\72l(https://evil.example/x) }</style></svg>"],
    ["an entity-split url() in <style>", "<svg><style>rect { fill: u&#114;l(https://evil.example/x) }</style></svg>"],
    ["an @import in <style>", '<svg><style><![CDATA[@import "https://evil.example/x.css";]]></style></svg>'],
    ["a DOCTYPE with an ENTITY", '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg><text>&x;</text></svg>'],
    ["a DOCTYPE alone", '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>'],
    ["an xml-stylesheet instruction", '<?xml-stylesheet href="https://evil.example/x.css"?><svg/>'],
    ["an animation of href", '<svg><a href="#x"><set attributeName="href" to="https://evil.example"/>x</a></svg>'],
    ["an element left open (not well-formed)", "<svg><g></svg>"],
    ["a second root element", "<svg/><svg/>"],
    ["bytes that are not UTF-8", new Uint8Array([...text("<svg><text>"), 0xff, 0xfe, ...text("</text></svg>")])],
  ])("refuses an SVG with %s as svgUnsafe", async (_, svg) => {
    await expectRefused("drawing.svg", typeof svg === "string" ? text(svg) : svg, "svgUnsafe");
  });
});

describe("checkLibraryFile: PDF", () => {
  it("keeps a PDF as a document with a safe .pdf name", async () => {
    const checked = await checkLibraryFile("../Data Sheet.PDF", pdf());
    expect(checked).toEqual({ kind: "document", filename: "Data-Sheet.pdf", contentType: "application/pdf", bytes: pdf(), width: null, height: null });
  });

  it("keeps a PDF saved by Illustrator (file-type calls it .ai) as a PDF", async () => {
    const illustrator = new Uint8Array([...pdf(), ...text(`%${" ".repeat(2000)}\n%AIPrivateData1\n`)]);
    expect(await checkLibraryFile("flyer.pdf", illustrator)).toMatchObject({ kind: "document", contentType: "application/pdf", filename: "flyer.pdf" });
  });

  it("accepts an /OpenAction that only opens a page", async () => {
    expect(await checkLibraryFile("sheet.pdf", pdf(" /OpenAction [3 0 R /Fit]"))).toMatchObject({ kind: "document" });
  });

  it.each([
    ["/JavaScript", " /OpenAction << /S /JavaScript /JS (app.alert(1)) >>"],
    ["/JavaScript spelled with #xx escapes", " /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>"],
    ["/Launch", " /OpenAction << /S /Launch /F (calc.exe) >>"],
    ["/EmbeddedFiles", " /Names << /EmbeddedFiles << /Names [] >> >>"],
  ])("refuses a PDF with %s as pdfActive", async (_, extra) => {
    await expectRefused("sheet.pdf", pdf(extra), "pdfActive");
  });
});

describe("checkLibraryFile: videos (the video picker's files)", () => {
  // The first box of an MP4 (ISO-BMFF `ftyp`, brand isom) and an EBML header of doctype webm.
  const mp4 = () => new Uint8Array([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2"), ...new Uint8Array(64)]);
  const webm = () => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, ...Buffer.from("webm"), 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, ...new Uint8Array(64)]);

  it("keeps an MP4 and a WebM as videos, named by their content", async () => {
    expect(await checkLibraryFile("Factory tour.mov", mp4())).toMatchObject({ kind: "video", contentType: "video/mp4", filename: "Factory-tour.mp4" });
    expect(await checkLibraryFile("clip.webm", webm())).toMatchObject({ kind: "video", contentType: "video/webm", filename: "clip.webm" });
  });

  it("refuses a video over its limit", async () => {
    const big = new Uint8Array(LIBRARY_LIMITS.video + 1);
    big.set(mp4());
    await expectRefused("big.mp4", big, "fileTooLarge", { limit: "20 MB" });
  });
});

describe("checkLibraryFile: software archives", () => {
  const readme = text("Sensor tools\n".repeat(20));

  it("keeps a ZIP as a file, with its extension and type", async () => {
    const archive = zip([{ name: "tools/readme.txt", data: readme }, { name: "tools/readme.deflated.txt", data: readme, deflate: true }]);
    const checked = await checkLibraryFile("Sensor Tools.zip", archive);
    expect(checked).toEqual({ kind: "file", filename: "Sensor-Tools.zip", contentType: "application/zip", bytes: archive, width: null, height: null });
  });

  it("keeps a .tar.gz's double extension", async () => {
    expect(await checkLibraryFile("tools-1.2.tar.gz", new Uint8Array(gzipSync(readme)))).toMatchObject({
      kind: "file",
      filename: "tools-1.2.tar.gz",
      contentType: "application/gzip",
    });
  });

  it("names an archive by its content when its extension lies", async () => {
    expect(await checkLibraryFile("tools.exe", new Uint8Array(gzipSync(readme)))).toMatchObject({ filename: "tools.gz" });
  });

  it("refuses a ZIP whose directory claims 3 GB as archiveBomb", async () => {
    await expectRefused("bomb.zip", zip([{ name: "big.bin", data: readme, deflate: true, claimedSize: 3 * 1024 * MB }]), "archiveBomb");
  });

  it("refuses a ZIP of 10 MB of deflated zeros (ratio over 100) as archiveBomb", async () => {
    await expectRefused("zeros.zip", zip([{ name: "zeros.bin", data: new Uint8Array(10 * MB), deflate: true }]), "archiveBomb");
  });

  it("refuses a ZIP of more than 10,000 entries as archiveBomb", async () => {
    const entries = Array.from({ length: 10_001 }, (_, index) => ({ name: `f${index}`, data: new Uint8Array() }));
    await expectRefused("many.zip", zip(entries), "archiveBomb");
  });

  it("refuses a ZIP whose central directory is cut off as fileType", async () => {
    const archive = zip([{ name: "readme.txt", data: readme }]);
    await expectRefused("cut.zip", archive.subarray(0, archive.byteLength - 30), "fileType");
  });
});

describe("checkLibraryFile: everything else", () => {
  it.each([
    ["an HTML file named x.pdf", "x.pdf", text("<!doctype html><html><script>alert(1)</script></html>")],
    ["a Windows program", "setup.zip", new Uint8Array([...text("MZ"), ...new Uint8Array(62), ...text("PE\0\0"), ...new Uint8Array(200)])],
    ["plain text", "notes.txt", text("just some notes")],
    ["a GIF", "anim.webp", text("GIF89a\x01\x00\x01\x00\x00\x00\x00;")],
  ])("refuses %s as fileType", async (_, name, bytes) => {
    await expectRefused(name, bytes, "fileType");
  });

  it("refuses a 0-byte file as fileEmpty, naming it by its base name", async () => {
    const error = await checkLibraryFile("C:\\Users\\me\\empty.pdf", new Uint8Array()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(FileRefused);
    expect((error as Error).message).toBe("empty.pdf: the file is empty.");
  });

  it("refuses anything over the largest limit as fileTooLarge before looking at it", async () => {
    await expectRefused("huge.bin", new Uint8Array(LIBRARY_LIMITS.file + 1), "fileTooLarge", { limit: "20 MB" });
  });

  it("refuses an image just over its 10 MB limit as fileTooLarge without decoding it", async () => {
    const png = await raster("png");
    const big = new Uint8Array(LIBRARY_LIMITS.image + 1);
    big.set(png.subarray(0, 40));
    await expectRefused("big.png", big, "fileTooLarge", { limit: "10 MB" });
  });

  it("refuses an SVG just over its 1 MB limit as fileTooLarge", async () => {
    const svg = text(`<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(LIBRARY_LIMITS.vector)}--></svg>`);
    await expectRefused("big.svg", svg, "fileTooLarge", { limit: "1 MB" });
  });
});
