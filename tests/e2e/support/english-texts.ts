import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../../../db";
import { LANGUAGE_OF, LOCALES, type Locale } from "../../../app/i18n/locales";
import { REPO_ROOT } from "./server";

/**
 * The English texts a page in another locale must not show (issue 19 item 3): UI strings of
 * locales/en/*.json and the seed's English rows, each with the locales that have (or should have)
 * a translation of it. `exact` texts (labels of one or two words) count only as a whole text of
 * the page (a cell, an option, an alt text); longer ones anywhere inside a text.
 */
export type EnglishText = { text: string; source: string; locales: Locale[]; exact: boolean };

const OTHER_LOCALES = LOCALES.filter((l) => l !== "en");
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
/** A sentence: a copy of it in another locale is untranslated, not a shared name or term. */
const isSentence = (text: string) => !isName(text) && (words(text) >= 5 || (words(text) >= 2 && /[.!?]$/.test(text)));
/** Every word capitalised ("Vireo Sensors AG.", "Dr. Anna Keller"): a name, the same in every language. */
const isName = (text: string) => text.split(/\s+/).every((w) => /^[\p{Lu}\d©]/u.test(w));

/** The visible pieces of an HTML fragment or page: text between tags, decoded, spaces collapsed. */
export function textPieces(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ").replace(/<!--[\s\S]*?-->/g, " ");
  const pieces: string[] = [];
  // Attributes a person reads or hears: alt texts, placeholders, labels, the page description.
  for (const m of body.matchAll(/\s(?:alt|placeholder|aria-label|title|content)="([^"]*)"/g)) pieces.push(decode(m[1]));
  for (const piece of body.split(/<[^>]*>/)) pieces.push(decode(piece));
  return pieces.map((p) => p.replace(/\s+/g, " ").trim()).filter((p) => p !== "");
}

function decode(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Leaves of a JSON value by path ("cards.0.title"). */
function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, p: string) => {
    if (typeof v === "string") out.set(p, v);
    else if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${p}.${i}`));
    else if (v && typeof v === "object") for (const [k, child] of Object.entries(v)) walk(child, p ? `${p}.${k}` : k);
  };
  walk(value, prefix);
  return out;
}

/** Keys of module data that are not text a visitor reads. */
const NOT_TEXT = /(^|\.)(url|href|src|id|formId|linkType|target|theme|display|columns|variant|size|network|videoUrl|anchorId|slug|icon|kind|type|mode|view|source|newsType|layout|position|filename|contentTypeDisplay)$/;

type Collector = {
  /** `others`: the texts of the other locales; a short piece that one of them contains too (a name, a term) is no English there. */
  add(english: string, source: string, locales: Locale[], exact?: boolean, others?: Partial<Record<Locale, string>>): void;
  list(): EnglishText[];
};

/** The pieces of a text and the sentences of each piece. */
function piecesOf(text: string): string[] {
  const pieces = textPieces(text);
  const sentences = pieces.flatMap((p) => p.split(/(?<=[.!?。])\s+/)).filter((p) => !pieces.includes(p));
  return [...pieces, ...sentences];
}

function collector(): Collector {
  const byKey = new Map<string, EnglishText>();
  return {
    add(english, source, wanted, exact, others = {}) {
      if (!wanted.length) return;
      const pieces = piecesOf(english);
      for (const piece of pieces) {
        if (!/[A-Za-z]{3}/.test(piece) || /[\u3000-\u9fff\uac00-\ud7af]/.test(piece)) continue;
        // A short piece inside rich text (a name in bold, a link text) is not a label of its own.
        if (exact === undefined && pieces.length > 1 && words(piece) < 3) continue;
        const isExact = exact ?? words(piece) < 3;
        if (!isExact && piece.length < 12) continue;
        const locales = isSentence(piece) ? wanted : wanted.filter((l) => !others[l]?.includes(piece));
        if (!locales.length) continue;
        const key = `${isExact}|${piece}`;
        const found = byKey.get(key);
        if (found) found.locales = [...new Set([...found.locales, ...locales])];
        else byKey.set(key, { text: piece, source, locales: [...locales], exact: isExact });
      }
    },
    list: () => [...byKey.values()],
  };
}

/**
 * One localized value: the locales where its English text must not appear. A locale whose
 * value differs has a translation; one whose value is the same English sentence copied is
 * untranslated; one without a value falls back to English although another locale has one.
 */
function untranslatedIn(english: string, values: Partial<Record<Locale, string | undefined>>, served: readonly Locale[]): Locale[] {
  const translated = OTHER_LOCALES.some((l) => values[l] !== undefined && values[l] !== english);
  return OTHER_LOCALES.filter((l) => {
    if (!served.includes(l)) return false;
    const value = values[l];
    if (value === undefined) return translated;
    return value !== english || isSentence(english);
  });
}

function addLocalized(c: Collector, source: string, byLocale: Partial<Record<string, unknown>>, served: readonly Locale[] = LOCALES) {
  const english = leaves(byLocale.en);
  const others = Object.fromEntries(OTHER_LOCALES.map((l) => [l, byLocale[l] === undefined ? undefined : leaves(byLocale[l])]));
  for (const [p, text] of english) {
    if (NOT_TEXT.test(p)) continue;
    const values = Object.fromEntries(OTHER_LOCALES.map((l) => [l, others[l] ? (others[l]!.get(p) ?? undefined) : undefined]));
    // A locale without any entry for the row falls back as a whole; one with an entry but no
    // value at this path shows nothing there.
    for (const l of OTHER_LOCALES) if (others[l] && values[l] === undefined) values[l] = "";
    c.add(text, `${source} ${p}`, untranslatedIn(text, values, served), undefined, values);
  }
}

function flattenJson(value: unknown, prefix = ""): Record<string, string> {
  return Object.fromEntries(leaves(value, prefix));
}

/** English UI strings of locales/en/*.json (fragments between interpolations and tags). */
function addUiStrings(c: Collector): void {
  const dir = path.join(REPO_ROOT, "locales");
  for (const file of readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".json"))) {
    if (file === "editor.json") continue; // editors' screens: not a visitor's page
    const read = (l: Locale) => flattenJson(JSON.parse(readFileSync(path.join(dir, l, file), "utf8")));
    const all = Object.fromEntries(LOCALES.map((l) => [l, read(l)])) as Record<Locale, Record<string, string>>;
    for (const [key, text] of Object.entries(all.en)) {
      const values = Object.fromEntries(OTHER_LOCALES.map((l) => [l, all[l][key]]));
      for (const fragment of text.split(/\{\{[^}]*\}\}/)) {
        const locales = OTHER_LOCALES.filter((l) => values[l] === undefined || values[l] !== text || isSentence(fragment));
        c.add(fragment, `locales/en/${file} ${key}`, locales, undefined, values);
      }
    }
  }
}

const regionNames = (language: string) => new Intl.DisplayNames([language], { type: "region" });

/** English country name → ISO region code, for the countries the seed names. */
function regionCode(name: string): string | undefined {
  const english = regionNames("en");
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      try {
        if (english.of(code) === name) return code;
      } catch {
        // not a region code
      }
    }
  }
  return undefined;
}

/**
 * The seed's English rows: localized content of every content table, page titles and
 * descriptions, module contents, navigation labels, image alt texts, the contact form (its
 * German copy is its translation), product property names and country names.
 */
async function addSeedRows(c: Collector, db: Db): Promise<void> {
  const tables = ["product_categories", "products", "downloads", "faq_items", "blog_authors", "blog_posts", "news_articles", "events", "jobs", "employee_stories", "team_members"] as const;
  for (const table of tables) {
    const rows = (await db.selectFrom(table).select(["id", "content"]).execute()) as { id: number; content: Record<string, unknown> }[];
    for (const row of rows) addLocalized(c, `${table} ${row.id}`, row.content);
  }
  const pages = await db
    .selectFrom("page_translations as t")
    .innerJoin("pages as p", "p.id", "t.page_id")
    .select(["t.page_id", "t.locale", "t.title", "t.description", "p.site"])
    .execute();
  const pageIds = [...new Set(pages.map((p) => p.page_id))];
  for (const id of pageIds) {
    const rows = pages.filter((p) => p.page_id === id);
    const served = rows.map((r) => r.locale as Locale);
    addLocalized(c, `page ${id}`, Object.fromEntries(rows.map((r) => [r.locale, { title: r.title, description: r.description }])), served);
  }
  const modules = await db
    .selectFrom("page_module_contents as c")
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .innerJoin("page_translations as t", "t.page_id", "r.page_id")
    .where("r.status", "=", "published")
    .select(["c.revision_id", "c.module_id", "c.locale", "c.data", "r.page_id", "t.locale as served"])
    .execute();
  const byModule = new Map<string, { data: Record<string, unknown>; served: Set<Locale> }>();
  for (const m of modules) {
    const key = `${m.revision_id}/${m.module_id}`;
    const entry = byModule.get(key) ?? { data: {}, served: new Set<Locale>() };
    entry.data[m.locale] = m.data;
    entry.served.add(m.served as Locale);
    byModule.set(key, entry);
  }
  for (const [key, { data, served }] of byModule) addLocalized(c, `module ${key}`, data, [...served]);
  for (const nav of await db.selectFrom("nav_items").select(["id", "labels"]).execute()) addLocalized(c, `nav ${nav.id}`, { ...(nav.labels as object) });
  for (const m of await db.selectFrom("media").select(["id", "alt"]).where("kind", "=", "image").execute()) {
    const alt = typeof m.alt === "string" ? (JSON.parse(m.alt) as Record<string, string>) : (m.alt as Record<string, string>);
    if (alt) addLocalized(c, `media ${m.id} alt`, alt);
  }

  // Forms have no locale: the English contact form and its German copy, field by field.
  const forms = await db.selectFrom("forms").select(["id", "title", "content"]).orderBy("id").execute();
  const english = forms.find((f) => f.title === "Contact form");
  const german = forms.find((f) => f.title === "Kontaktformular");
  if (english && german) addLocalized(c, "contact form", { en: JSON.parse(english.content), de: JSON.parse(german.content) });

  // Short labels that are not sentences but still have a translation in every language.
  const products = await db.selectFrom("products").select("properties").execute();
  const categories = await db.selectFrom("product_categories").select(["primary_properties", "secondary_properties"]).execute();
  const propertyNames = new Set([
    ...products.flatMap((p) => Object.keys(p.properties as Record<string, string>)),
    ...categories.flatMap((c) => [...(c.primary_properties as string[]), ...(c.secondary_properties as string[])]),
  ]);
  // Where a language uses the English word (Medium in German), its content.json says so.
  const translations = Object.fromEntries(
    OTHER_LOCALES.map((l) => [l, flattenJson(JSON.parse(readFileSync(path.join(REPO_ROOT, "locales", l, "content.json"), "utf8")))]),
  );
  for (const name of propertyNames) {
    c.add(name, "product property name", OTHER_LOCALES.filter((l) => translations[l][`product.propertyNames.${name}`] !== name), true);
  }
  const countries = new Set([
    ...(await db.selectFrom("jobs").select("country").execute()).map((r) => r.country),
    ...(await db.selectFrom("channel_partners").select("country").execute()).map((r) => r.country),
    ...(await db.selectFrom("representatives").select("country").execute()).map((r) => r.country),
  ]);
  for (const name of countries) {
    const code = regionCode(name);
    // Where the country's name is the same word in a language (China, Japan in German), it is no English.
    const locales = OTHER_LOCALES.filter((l) => !code || regionNames(LANGUAGE_OF[l]).of(code) !== name);
    c.add(name, "country name", locales, true);
  }
}

export async function englishTexts(db: Db): Promise<EnglishText[]> {
  const c = collector();
  addUiStrings(c);
  await addSeedRows(c, db);
  // Product display names are one column for all locales (SPEC §3.7 displayName): an image alt
  // text that repeats one is not what a page shows untranslated.
  const productNames = new Set((await db.selectFrom("products").select("display_name").execute()).map((p) => p.display_name));
  return c.list().filter((x) => !productNames.has(x.text));
}

/** The English texts a page shows: `exact` ones as a whole piece (or a "city, country" piece's part), others inside any piece. */
export function englishOn(pieces: string[], texts: EnglishText[], locale: Locale): EnglishText[] {
  const whole = new Set(pieces.flatMap((p) => [p, ...p.split(/,\s*/)]));
  const joined = pieces.join("\u0000");
  return texts.filter((t) => t.locales.includes(locale) && (t.exact ? whole.has(t.text) : joined.includes(t.text)));
}
