import { sql } from "kysely";
import type { Db } from "../index";
import { datasheetFile, driverFile, insertProductFile, type ProductFacts, type ProductFile } from "../seed/product-files";
import { generate, insertRows, slugCounts, toAdd } from "./batch";
import { rngFor, slugOf } from "./random";

const PREFIXES = ["SHX", "SHT", "SCD", "SFM", "SLF", "SPS", "SGX", "SDP"];
const STATUSES = ["active", "active", "active", "new", "nrnd", "upcoming", "last_buy", "obsolete"] as const;

/** The generated downloads' files: a sample product, so the shared files say what they are. */
const SAMPLE: ProductFacts = {
  model: "Sample",
  displayName: "Sample sensor",
  category: "Generated products",
  series: "Generated",
  properties: { Note: "One file shared by every generated product (npm run seed:scale)" },
};
const SAMPLE_DATE = "2026-01-15";

/**
 * The media rows every generated download links to: one datasheet PDF (document) and one driver
 * ZIP (file), found by name or inserted once, never one file per generated product.
 */
async function sharedFiles(db: Db): Promise<{ document: number; software: number }> {
  const row = async (kind: "document" | "file", file: ProductFile) => {
    const found = await db.selectFrom("media").select("id").where("kind", "=", kind).where("filename", "=", file.filename).orderBy("id").executeTakeFirst();
    if (found) return found.id;
    return insertProductFile(db, kind, file, SAMPLE_DATE);
  };
  return { document: await row("document", datasheetFile(SAMPLE, SAMPLE_DATE)), software: await row("file", driverFile(SAMPLE, "1.0.0", SAMPLE_DATE)) };
}

type Template = { category_id: number | null; product_class: string; properties: unknown; content: unknown; image_id: number | null };

/** Series, products with properties, inventory lots and downloads (linking to shared files) at `factor` × the seeded count. */
export async function scaleCatalogue(db: Db, factor: number): Promise<Record<string, number>> {
  const templates = (await db
    .selectFrom("products")
    .select(["category_id", "product_class", "properties", "content", "image_id"])
    .where(sql<boolean>`slug !~ '-g[0-9]+$'`)
    .orderBy("id")
    .execute()) as Template[];
  if (templates.length === 0) return {};

  const series = await slugCounts(db, "series");
  const addSeries = toAdd(series.base, series.generated, factor);
  const seriesImages = await db.selectFrom("series").select("image_id").where(sql<boolean>`slug !~ '-g[0-9]+$'`).orderBy("id").execute();
  const seriesName = (k: number) => `${PREFIXES[k % PREFIXES.length]}${4 + Math.floor(k / PREFIXES.length)}`;
  await generate(db, "series", addSeries, (k) => ({
    slug: `${slugOf(seriesName(k))}-g${k}`,
    name: seriesName(k),
    status: rngFor("series", k).int(10) === 0 ? "nrnd" : "active",
    image_id: seriesImages[k % seriesImages.length]?.image_id ?? null,
  }));

  const seriesIds = new Map<number, number>();
  for (const row of await db.selectFrom("series").select(["id", "slug"]).where(sql<boolean>`slug ~ '-g[0-9]+$'`).execute()) {
    seriesIds.set(Number(/-g(\d+)$/.exec(row.slug)![1]), row.id);
  }
  const perSeries = Math.max(1, Math.round(templates.length / Math.max(series.base, 1)));
  const products = await slugCounts(db, "products");
  const addProducts = toAdd(products.base, products.generated, factor);
  const model = (n: number) => {
    const k = Math.ceil(n / perSeries);
    const v = (n - 1) % perSeries;
    return { k, v, name: `${seriesName(k)}${30 + v * 5}${v % 2 ? "-D" : ""}` };
  };
  await generate(db, "products", addProducts, (n) => {
    const rng = rngFor("product", n);
    const { k, v, name } = model(n);
    const template = templates[((k - 1) % PREFIXES.length) * perSeries + v] ?? templates[n % templates.length];
    const content = JSON.parse(JSON.stringify(template.content).replace(/\b[A-Z]{3}\d{2}(-D)?\b/g, name)) as Record<string, Record<string, unknown>>;
    // A template's own slugs per locale (ADR 057) are its addresses: a copy uses its English slug everywhere.
    for (const texts of Object.values(content)) delete texts.slug;
    return {
      slug: `${slugOf(name)}-g${n}`,
      name,
      display_name: `${name} ${template.product_class}`,
      status: rng.pick(STATUSES),
      product_class: template.product_class,
      category_id: template.category_id,
      series_id: seriesIds.get(k) ?? null,
      image_id: template.image_id,
      price_usd: (3 + rng.int(9000) / 100).toFixed(2),
      properties: JSON.stringify(template.properties),
      content: JSON.stringify(content),
    };
  });

  // One inventory lot and one download per product added in this run; the downloads share a few files.
  const added = addProducts.length
    ? await db
        .selectFrom("products")
        .select(["id", "slug", "name"])
        .where(sql<boolean>`slug ~ '-g[0-9]+$'`)
        .where(sql<boolean>`substring(slug from '-g([0-9]+)$')::int >= ${addProducts[0]}`)
        .orderBy("id")
        .execute()
    : [];
  const files = added.length ? await sharedFiles(db) : { document: null, software: null };
  for (let i = 0; i < added.length; i += 1_000) {
    const chunk = added.slice(i, i + 1_000);
    await insertRows(
      db,
      "inventory_items",
      chunk.map((p) => {
        const n = Number(/-g(\d+)$/.exec(p.slug)![1]);
        const rng = rngFor("lot", n);
        return { slug: `${p.slug}-lot`, product_id: p.id, lot_code: `G${100000 + n}`, quantity: 100 + rng.int(9000), price_usd: (2.9 + rng.int(8000) / 100).toFixed(2) };
      }),
    );
    await insertRows(
      db,
      "downloads",
      chunk.map((p) => {
        const n = Number(/-g(\d+)$/.exec(p.slug)![1]);
        const software = n % 2 === 1;
        const day = 1 + (n % 27);
        return {
          kind: software ? "software" : "document",
          media_id: software ? files.software : files.document,
          product_id: p.id,
          version: software ? `${1 + (n % 3)}.${n % 10}.0` : null,
          content_date: `${2019 + (n % 8)}-${String(1 + (n % 12)).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
          content: JSON.stringify({
            en: { title: software ? `${p.name} embedded driver` : `${p.name} datasheet`, description: software ? "C driver for Linux and bare metal" : "PDF" },
            de: { title: software ? `${p.name} Embedded-Treiber` : `${p.name} Datenblatt`, description: software ? "C-Treiber für Linux und Bare Metal" : "PDF" },
            cn: { title: software ? `${p.name} 嵌入式驱动` : `${p.name} 数据手册` },
            jp: { title: software ? `${p.name} 組み込みドライバ` : `${p.name} データシート` },
            kr: { title: software ? `${p.name} 임베디드 드라이버` : `${p.name} 데이터시트` },
          }),
        };
      }),
    );
  }
  return { series: addSeries.length, products: addProducts.length, "inventory lots": added.length, downloads: added.length };
}
