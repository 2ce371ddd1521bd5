import type { Db } from "../index";
import { t5, type Texts } from "./localized";
import type { SeedMedia } from "./seed-media";
import { datasheetFile, driverFile, insertProductFile } from "./product-files";

const CATEGORIES: { slug: string; title: Texts; primary: string[]; secondary: string[] }[] = [
  { slug: "humidity-sensors", title: t5("Humidity sensors", "Feuchtesensoren", "湿度传感器", "湿度センサー", "습도 센서"), primary: ["Humidity accuracy", "Temperature accuracy"], secondary: ["Interface", "Supply voltage"] },
  { slug: "co2-sensors", title: t5("CO₂ sensors", "CO₂-Sensoren", "二氧化碳传感器", "CO₂センサー", "CO₂ 센서"), primary: ["Measurement range", "Accuracy"], secondary: ["Interface", "Supply voltage"] },
  { slug: "flow-sensors", title: t5("Flow sensors", "Durchflusssensoren", "流量传感器", "流量センサー", "유량 센서"), primary: ["Flow range", "Accuracy"], secondary: ["Medium", "Interface"] },
  { slug: "particulate-sensors", title: t5("Particulate matter sensors", "Feinstaubsensoren", "颗粒物传感器", "粒子状物質センサー", "미세먼지 센서"), primary: ["Mass concentration range", "Lifetime"], secondary: ["Interface", "Supply voltage"] },
  { slug: "gas-sensors", title: t5("Gas sensors", "Gassensoren", "气体传感器", "ガスセンサー", "가스 센서"), primary: ["Gases", "Response time"], secondary: ["Interface", "Supply voltage"] },
  { slug: "differential-pressure", title: t5("Differential pressure sensors", "Differenzdrucksensoren", "差压传感器", "差圧センサー", "차압 센서"), primary: ["Pressure range", "Accuracy"], secondary: ["Interface", "Supply voltage"] },
];

/** The series; each one's image is its family's render, drawn at seed time (imagery/). */
export const SERIES = [
  { slug: "shx", name: "SHX", category: 0 },
  { slug: "sht-legacy", name: "SHT Legacy", category: 0 },
  { slug: "scd", name: "SCD", category: 1 },
  { slug: "sfm", name: "SFM", category: 2 },
  { slug: "slf", name: "SLF", category: 2 },
  { slug: "sps", name: "SPS", category: 3 },
  { slug: "sgx", name: "SGX", category: 4 },
  { slug: "sdp", name: "SDP", category: 5 },
].map((s) => ({ ...s, image: `product-series-${s.slug}` }));

const STATUSES = ["active", "active", "new", "active", "nrnd", "upcoming", "last_buy", "obsolete"] as const;
const CLASS: Texts[] = CATEGORIES.map((c) => c.title);

/** A category's title for one product ("Humidity sensors" → "Humidity sensor", "Feuchtesensoren" → "Feuchtesensor"; cn/jp/kr have no plural). */
const singular = (kind: Texts): Texts => ({ ...kind, en: kind.en.replace(/s$/, ""), de: kind.de.replace(/en$/, "") });

/**
 * A product's display name per locale: the model and its category in the locale's words. The
 * English one is the `display_name` column (SPEC §3.7 displayName); the others are the
 * content's `displayName`, which the site shows instead of the column in their locale.
 */
const DISPLAY_NAME = (model: string, kind: Texts): Texts => {
  const one = singular(kind);
  return t5(`${model} ${one.en}`, `${model} ${one.de}`, `${model} ${one.cn}`, `${model} ${one.jp}`, `${model} ${one.kr}`);
};

const SUMMARY = (name: string, kind: Texts) =>
  t5(
    `${name}: ${singular(kind).en} with digital I²C output, individually calibrated.`,
    `${name}: ${singular(kind).de} mit digitalem I²C-Ausgang, einzeln kalibriert.`,
    `${name}：带数字 I²C 输出的${kind.cn}，单独校准。`,
    `${name}：デジタル I²C 出力の${kind.jp}、個別校正済み。`,
    `${name}: 디지털 I²C 출력 ${kind.kr}, 개별 보정.`,
  );

/** The detail page's body: what the lead (SUMMARY) does not say already. */
const DESCRIPTION = (name: string): Partial<Texts> => ({
  en: `<p>Every ${name} is tested and calibrated at our plant before it ships, and keeps its accuracy over the product's lifetime. Datasheet, drivers and evaluation kits are listed under Downloads.</p>`,
  de: `<p>Jeder ${name} wird vor der Auslieferung in unserem Werk geprüft und kalibriert und behält seine Genauigkeit über die gesamte Lebensdauer. Datenblatt, Treiber und Evaluation-Kits finden Sie unter Downloads.</p>`,
  cn: `<p>每个 ${name} 在出厂前都会在我们的工厂经过测试和校准，并在整个产品寿命期内保持精度。数据手册、驱动程序和评估套件请见“下载”。</p>`,
  jp: `<p>すべての ${name} は出荷前に当社工場で試験・校正され、製品寿命を通じて精度を保ちます。データシート、ドライバ、評価キットは「ダウンロード」に掲載しています。</p>`,
  kr: `<p>모든 ${name}은(는) 출하 전에 당사 공장에서 시험과 보정을 거치며 제품 수명 내내 정확도를 유지합니다. 데이터시트, 드라이버, 평가 키트는 다운로드에서 확인할 수 있습니다.</p>`,
});

/**
 * A few products have a German address of their own (ADR 057), made from their German display name
 * ("SFM30 Durchflusssensor" → sfm30-durchflusssensor); the others use the English slug in German too.
 * Not the first product by id or name: tests open those at their one slug in every locale.
 */
const GERMAN_SLUG_MODELS = new Set(["SFM30", "SGX40", "SPS35-D"]);
const germanSlugOf = (displayName: string) =>
  displayName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export async function seedProducts(db: Db, media: SeedMedia): Promise<void> {
  const categoryIds: number[] = [];
  for (const c of CATEGORIES) {
    const row = await db
      .insertInto("product_categories")
      .values({
        slug: c.slug,
        primary_properties: JSON.stringify(c.primary),
        secondary_properties: JSON.stringify(c.secondary),
        content: JSON.stringify(Object.fromEntries(Object.entries(c.title).map(([l, title]) => [l, { title }]))),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }
  const seriesIds: number[] = [];
  for (const s of SERIES) {
    const row = await db
      .insertInto("series")
      .values({ slug: s.slug, name: s.name, status: s.slug === "sht-legacy" ? "nrnd" : "active", image_id: media[s.image]?.id ?? null })
      .returning("id")
      .executeTakeFirstOrThrow();
    seriesIds.push(row.id);
  }
  let n = 0;
  for (const [si, s] of SERIES.entries()) {
    for (let v = 0; v < 6; v++) {
      const model = `${s.name.split(" ")[0]}${30 + v * 5}${v % 2 ? "-D" : ""}`;
      const status = STATUSES[(n + si) % STATUSES.length];
      const category = CATEGORIES[s.category];
      const displayName = DISPLAY_NAME(model, category.title);
      const properties: Record<string, string> = {
        [category.primary[0]]: ["±1.5 %RH", "400–5000 ppm", "0–200 slm", "0–1000 µg/m³", "VOC, NOx", "±500 Pa"][s.category],
        [category.primary[1]]: ["±0.2 °C", "±(40 ppm + 5 %)", "±2 %", "> 10 years", "< 10 s", "±3 %"][s.category],
        Interface: v % 3 === 0 ? "I²C" : v % 3 === 1 ? "I²C, PWM" : "UART",
        "Supply voltage": v % 2 ? "1.08–3.6 V" : "2.4–5.5 V",
      };
      const product = await db
        .insertInto("products")
        .values({
          slug: model.toLowerCase(),
          name: model,
          display_name: displayName.en,
          status,
          product_class: CLASS[s.category].en.replace(/s$/, ""),
          category_id: categoryIds[s.category],
          series_id: seriesIds[si],
          image_id: media[s.image]?.id ?? null,
          price_usd: (4.5 + ((n * 37) % 90) + v * 0.75).toFixed(2),
          properties: JSON.stringify(properties),
          content: JSON.stringify(
            Object.fromEntries(
              Object.entries(SUMMARY(model, category.title)).map(([l, summary]) => [
                l,
                {
                  summary,
                  description: DESCRIPTION(model)[l as keyof Texts],
                  ...(l === "en" ? {} : { displayName: displayName[l as keyof Texts] }),
                  ...(l === "de" && GERMAN_SLUG_MODELS.has(model) ? { slug: germanSlugOf(displayName.de) } : {}),
                },
              ]),
            ),
          ),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      n++;
      await db
        .insertInto("inventory_items")
        .values({
          slug: `${model.toLowerCase()}-lot-${2600 + n}`,
          product_id: product.id,
          lot_code: `L${2600 + n}`,
          quantity: 100 + ((n * 131) % 9000),
          price_usd: (3.9 + ((n * 29) % 80) + 0.49).toFixed(2),
        })
        .execute();
      const software = v % 2 === 1;
      const version = software ? `${1 + (v % 3)}.${n % 10}.0` : null;
      const date = `2026-${String(1 + (n % 11)).padStart(2, "0")}-${String(1 + (n % 27)).padStart(2, "0")}`;
      const facts = { model, displayName: displayName.en, category: category.title.en, series: s.name, properties };
      const file = version ? driverFile(facts, version, date) : datasheetFile(facts, date);
      const mediaId = await insertProductFile(db, software ? "file" : "document", file, date);
      await db
        .insertInto("downloads")
        .values({
          kind: software ? "software" : "document",
          media_id: mediaId,
          product_id: product.id,
          version,
          content_date: date,
          content: JSON.stringify({
            en: { title: v % 2 ? `${model} embedded driver` : `${model} datasheet`, description: v % 2 ? "C driver for Linux and bare metal" : "PDF" },
            de: { title: v % 2 ? `${model} Embedded-Treiber` : `${model} Datenblatt`, description: v % 2 ? "C-Treiber für Linux und Bare Metal" : "PDF" },
            cn: { title: v % 2 ? `${model} 嵌入式驱动` : `${model} 数据手册`, description: v % 2 ? "适用于 Linux 和裸机的 C 驱动程序" : "PDF 文件" },
            jp: { title: v % 2 ? `${model} 組み込みドライバ` : `${model} データシート`, description: v % 2 ? "Linux およびベアメタル向け C ドライバ" : "PDF ファイル" },
            kr: { title: v % 2 ? `${model} 임베디드 드라이버` : `${model} 데이터시트`, description: v % 2 ? "Linux 및 베어메탈용 C 드라이버" : "PDF 파일" },
          }),
        })
        .execute();
    }
  }
}
