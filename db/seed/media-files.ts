import type { Db } from "../index";
import type { SeedMedia } from "./seed-media";
import { mediaUrl } from "../../shared/media-url";

/*
 * Download files for the file and document pickers (SOFTWARE_DOWNLOADS, DOCUMENT_CATEGORIES):
 * small text files and one-page PDFs generated here, so the seed needs no binary assets.
 */

type SeedDownload = {
  key: string;
  kind: "file" | "document";
  filename: string;
  name: string;
  contentType: string;
  /** Release date of a file (its created time), content date of a document. */
  date: string;
  bytes: () => Uint8Array;
};

const text = (value: string) => new TextEncoder().encode(value);

/** A valid one-page PDF (Helvetica, ASCII text) with correct cross-reference offsets. */
export function onePagePdf(lines: string[]): Uint8Array {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${760 - i * 28} Td (${escape(line)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return text(body);
}

/** Intel HEX firmware image: `records` data records of 16 deterministic bytes, then the end record. */
function intelHex(records: number): Uint8Array {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");
  const lines: string[] = [];
  for (let r = 0; r < records; r++) {
    const address = r * 16;
    const data = Array.from({ length: 16 }, (_, i) => (address * 7 + i * 13 + 0x5a) & 0xff);
    const bytes = [16, address >> 8, address & 0xff, 0, ...data];
    const checksum = (0x100 - (bytes.reduce((sum, b) => sum + b, 0) & 0xff)) & 0xff;
    lines.push(`:${bytes.map(hex).join("")}${hex(checksum)}`);
  }
  return text(`${lines.join("\n")}\n:00000001FF\n`);
}

const DOWNLOADS: SeedDownload[] = [
  {
    key: "file-scd50-firmware",
    kind: "file",
    filename: "scd50-firmware-1.4.2.hex",
    name: "SCD50 firmware 1.4.2",
    contentType: "application/octet-stream",
    date: "2026-09-15",
    bytes: () => intelHex(64),
  },
  {
    key: "file-modbus-register-map",
    kind: "file",
    filename: "vireo-modbus-register-map-3.1.csv",
    name: "Modbus register map 3.1",
    contentType: "text/csv",
    date: "2026-06-02",
    bytes: () =>
      text(
        "register,name,unit,access\n0x0000,co2,ppm,read\n0x0001,temperature,0.01 degC,read\n0x0002,humidity,0.01 %RH,read\n0x0010,measurement_interval,s,read/write\n0x0011,altitude,m,read/write\n",
      ),
  },
  {
    key: "file-config-schema",
    kind: "file",
    filename: "vireo-sensor-config-2.0.json",
    name: "Sensor configuration schema 2.0",
    contentType: "application/json",
    date: "2026-03-20",
    bytes: () => text(`${JSON.stringify({ $schema: "https://json-schema.org/draft/2020-12/schema", title: "Vireo sensor configuration", type: "object", properties: { interval: { type: "integer", minimum: 2 }, altitude: { type: "integer" } } }, null, 2)}\n`),
  },
  {
    key: "document-scd50-datasheet",
    kind: "document",
    filename: "scd50-datasheet.pdf",
    name: "SCD50 datasheet",
    contentType: "application/pdf",
    date: "2026-08-01",
    bytes: () => onePagePdf(["SCD50 CO2 sensor - datasheet", "Vireo Sensors AG", "Range 400-5000 ppm, accuracy +-(40 ppm + 5%)"]),
  },
  {
    key: "document-shx40-datasheet",
    kind: "document",
    filename: "shx40-datasheet.pdf",
    name: "SHX40 datasheet",
    contentType: "application/pdf",
    date: "2026-05-12",
    bytes: () => onePagePdf(["SHX40 humidity and temperature sensor - datasheet", "Vireo Sensors AG", "Accuracy +-1.5 %RH, +-0.1 degC"]),
  },
  {
    key: "document-flow-application-note",
    kind: "document",
    filename: "application-note-flow-calibration.pdf",
    name: "Application note: flow calibration",
    contentType: "application/pdf",
    date: "2025-11-03",
    bytes: () => onePagePdf(["Application note - flow sensor calibration", "Vireo Sensors AG"]),
  },
  {
    key: "document-iso-9001",
    kind: "document",
    filename: "iso-9001-certificate.pdf",
    name: "ISO 9001 certificate",
    contentType: "application/pdf",
    date: "2025-02-28",
    bytes: () => onePagePdf(["ISO 9001:2015 certificate", "Vireo Sensors AG, Staefa"]),
  },
  {
    key: "document-rohs-declaration",
    kind: "document",
    filename: "rohs-reach-declaration.pdf",
    name: "RoHS and REACH declaration",
    contentType: "application/pdf",
    date: "2026-01-15",
    bytes: () => onePagePdf(["RoHS and REACH declaration of conformity", "Vireo Sensors AG"]),
  },
];

/**
 * Inserts the download files as media rows (kind file or document) and adds them to the seed
 * media by key. They carry no pixel size: width and height are 0 (never use them as images).
 */
export async function seedDownloadFiles(db: Db, media: SeedMedia): Promise<void> {
  for (const file of DOWNLOADS) {
    const bytes = file.bytes();
    const { id } = await db
      .insertInto("media")
      .values({
        kind: file.kind,
        filename: file.filename,
        name: file.name,
        content_type: file.contentType,
        size: bytes.byteLength,
        width: null,
        height: null,
        bytes,
        url: null,
        alt: JSON.stringify({}),
        content_date: file.kind === "document" ? file.date : null,
        created_at: new Date(`${file.date}T09:00:00Z`),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    media[file.key] = { id, url: mediaUrl(id, file.filename), alt: file.name, width: 0, height: 0 };
  }
}
