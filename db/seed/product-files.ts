import type { Db } from "../index";
import { onePagePdf } from "./media-files";
import { storedZip } from "./zip";

/*
 * The files behind the seeded product downloads (issue 24): a one-page datasheet PDF and a ZIP
 * with the embedded driver per product, generated from the product row so that every download
 * links to a real file with a real type, size and date. Deterministic: the same product gives
 * the same bytes.
 */

export type ProductFacts = {
  /** The model, e.g. "SCD40". */
  model: string;
  /** The English display name, e.g. "SCD40 CO₂ sensor". */
  displayName: string;
  /** The English category title, e.g. "CO₂ sensors". */
  category: string;
  series: string;
  /** The product's properties (the `properties` column) in their order. */
  properties: Record<string, string>;
};

export type ProductFile = { filename: string; name: string; contentType: string; bytes: Uint8Array };

/**
 * Inserts a product download's file as a media row, a document (datasheet) or a file (driver),
 * dated `date` (YYYY-MM-DD): its created time, and its content date when it is a document.
 * Returns the row's id. Used by the seed (one file per download) and seed-scale (shared files).
 */
export async function insertProductFile(db: Db, kind: "document" | "file", file: ProductFile, date: string): Promise<number> {
  const { id } = await db
    .insertInto("media")
    .values({
      kind,
      filename: file.filename,
      name: file.name,
      content_type: file.contentType,
      size: file.bytes.byteLength,
      width: null,
      height: null,
      bytes: file.bytes,
      url: null,
      alt: JSON.stringify({}),
      content_date: kind === "document" ? date : null,
      created_at: new Date(`${date}T09:00:00Z`),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const ASCII: Record<string, string> = { "²": "2", "³": "3", "₂": "2", "±": "+-", "°": "deg", "µ": "u", "–": "-", "—": "-", "×": "x", "≤": "<=", "≥": ">=" };

/** The text in ASCII (onePagePdf's Helvetica text and the driver's C sources are ASCII). */
export function ascii(value: string): string {
  return value.replace(/[^\x20-\x7e\n]/g, (c) => ASCII[c] ?? "?");
}

/** "SHX35-D" → "shx35-d": the file names' slug (as the product's slug). */
const slugOf = (model: string) => model.toLowerCase();
/** "SHX35-D" → "shx35_d": the driver's C prefix. */
const identifierOf = (model: string) => model.toLowerCase().replace(/[^a-z0-9]+/g, "_");

/** `<model>-datasheet.pdf`: the product's facts on one page, dated `date` (YYYY-MM-DD). */
export function datasheetFile(product: ProductFacts, date: string): ProductFile {
  const lines = [
    `${product.displayName} - datasheet`,
    "Vireo Sensors AG",
    "",
    `Model: ${product.model}`,
    `Series: ${product.series}`,
    `Category: ${product.category}`,
    ...Object.entries(product.properties).map(([key, value]) => `${key}: ${value}`),
    "",
    `Date: ${date}`,
  ];
  return {
    filename: `${slugOf(product.model)}-datasheet.pdf`,
    name: `${product.model} datasheet`,
    contentType: "application/pdf",
    bytes: onePagePdf(lines.map(ascii)),
  };
}

/** The 7-bit I²C address the driver talks to, by category (UART products ignore it). */
const I2C_ADDRESS: Record<string, number> = {
  "Humidity sensors": 0x44,
  "CO₂ sensors": 0x62,
  "Flow sensors": 0x40,
  "Particulate matter sensors": 0x69,
  "Gas sensors": 0x59,
  "Differential pressure sensors": 0x25,
};

/** `<model>-driver-<version>.zip`: README.txt and a C header and source for the product, dated `date`. */
export function driverFile(product: ProductFacts, version: string, date: string): ProductFile {
  const id = identifierOf(product.model);
  const ID = id.toUpperCase();
  const folder = `${slugOf(product.model)}-driver-${version}`;
  const uart = !/I²C|I2C/.test(product.properties.Interface ?? "");
  const bus = uart ? "uart" : "i2c";
  const address = I2C_ADDRESS[product.category] ?? 0x40;
  const [first, second] = Object.keys(product.properties);
  const facts = Object.entries(product.properties).map(([key, value]) => ` * ${key}: ${value}`);

  const readme = [
    `${product.model} embedded driver ${version}`,
    "Vireo Sensors AG",
    "",
    `C driver for the ${product.displayName} (${product.series} series) on Linux and bare metal.`,
    `Released ${date}.`,
    "",
    ...Object.entries(product.properties).map(([key, value]) => `${key}: ${value}`),
    "",
    "Files",
    `  ${id}.h  the driver's API`,
    `  ${id}.c  the driver, over the ${uart ? "UART" : "I2C"} read and write functions your platform provides`,
    "",
    "Usage",
    `  1. Implement ${id}_${bus}_write() and ${id}_${bus}_read() for your platform.`,
    `  2. Call ${id}_init() once, then ${id}_read_measurement() at most once a second.`,
    "",
    "License: BSD-3-Clause",
    "",
  ].join("\n");

  const header = [
    `/* ${id}.h - ${product.displayName} driver ${version} (${date})`,
    " *",
    ...facts,
    " */",
    `#ifndef ${ID}_H`,
    `#define ${ID}_H`,
    "",
    "#include <stdint.h>",
    "",
    `#define ${ID}_DRIVER_VERSION "${version}"`,
    ...(uart ? [`#define ${ID}_UART_BAUD 115200`] : [`#define ${ID}_I2C_ADDRESS 0x${address.toString(16).padStart(2, "0")}`]),
    "",
    `/* One measurement in thousandths of its unit: ${first ?? "value"}, ${second ?? "value"}. */`,
    `typedef struct {`,
    "  int32_t value_milli[2];",
    `} ${id}_measurement_t;`,
    "",
    "/* 0 on success, a negative error code otherwise. */",
    `int16_t ${id}_init(void);`,
    `int16_t ${id}_read_measurement(${id}_measurement_t *out);`,
    "",
    "/* Provided by the platform. */",
    `int16_t ${id}_${bus}_write(const uint8_t *data, uint16_t count);`,
    `int16_t ${id}_${bus}_read(uint8_t *data, uint16_t count);`,
    "",
    `#endif /* ${ID}_H */`,
    "",
  ].join("\n");

  const source = [
    `/* ${id}.c - ${product.displayName} driver ${version} (${date}) */`,
    `#include "${id}.h"`,
    "",
    `#define ${ID}_CMD_START 0x21b1u`,
    `#define ${ID}_CMD_READ 0xec05u`,
    "",
    "/* CRC-8, polynomial 0x31, initial value 0xff: guards every 16-bit word on the bus. */",
    "static uint8_t crc8(const uint8_t *data, uint16_t count) {",
    "  uint8_t crc = 0xff;",
    "  for (uint16_t i = 0; i < count; i++) {",
    "    crc ^= data[i];",
    "    for (uint8_t bit = 0; bit < 8; bit++) crc = (crc & 0x80u) ? (uint8_t)((crc << 1) ^ 0x31u) : (uint8_t)(crc << 1);",
    "  }",
    "  return crc;",
    "}",
    "",
    "static int16_t command(uint16_t code) {",
    "  const uint8_t bytes[2] = {(uint8_t)(code >> 8), (uint8_t)(code & 0xffu)};",
    `  return ${id}_${bus}_write(bytes, 2);`,
    "}",
    "",
    `int16_t ${id}_init(void) {`,
    `  return command(${ID}_CMD_START);`,
    "}",
    "",
    `int16_t ${id}_read_measurement(${id}_measurement_t *out) {`,
    "  uint8_t buffer[6];",
    `  int16_t error = command(${ID}_CMD_READ);`,
    "  if (error) return error;",
    `  error = ${id}_${bus}_read(buffer, sizeof buffer);`,
    "  if (error) return error;",
    "  for (uint8_t word = 0; word < 2; word++) {",
    "    const uint8_t *at = buffer + 3 * word;",
    "    if (crc8(at, 2) != at[2]) return -2;",
    "    out->value_milli[word] = (int32_t)(((uint16_t)at[0] << 8) | at[1]) * 1000 / 65535;",
    "  }",
    "  return 0;",
    "}",
    "",
  ].join("\n");

  const encoder = new TextEncoder();
  return {
    filename: `${folder}.zip`,
    name: `${product.model} embedded driver ${version}`,
    contentType: "application/zip",
    bytes: storedZip(
      [
        { name: `${folder}/README.txt`, data: encoder.encode(ascii(readme)) },
        { name: `${folder}/${id}.h`, data: encoder.encode(ascii(header)) },
        { name: `${folder}/${id}.c`, data: encoder.encode(ascii(source)) },
      ],
      date,
    ),
  };
}
