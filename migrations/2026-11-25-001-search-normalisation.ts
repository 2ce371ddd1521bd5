import { sql, type Kysely } from "kysely";

// Text-search configurations that ignore diacritics (unaccent before the stemmer: "Lufter" finds
// "Lüfter"). NFKC (CO₂ → CO2, ＣＯ２ → CO2) happens in the app on both the indexed text and the
// query (ADR 025). The index is emptied: the server rebuilds it at its next start.
const CONFIGS = [
  { name: "search_english", copy: "english", stem: "english_stem" },
  { name: "search_german", copy: "german", stem: "german_stem" },
  { name: "search_simple", copy: "simple", stem: "simple" },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  for (const { name, copy, stem } of CONFIGS) {
    await sql`create text search configuration ${sql.id(name)} (copy = ${sql.raw(copy)})`.execute(db);
    await sql`alter text search configuration ${sql.id(name)} alter mapping for word, hword, hword_part with unaccent, ${sql.raw(stem)}`.execute(db);
    await sql`alter text search configuration ${sql.id(name)} alter mapping for numword, numhword, hword_numpart with unaccent, simple`.execute(db);
  }
  await db.deleteFrom("search_documents").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("search_documents").execute();
  for (const { name } of CONFIGS) await sql`drop text search configuration if exists ${sql.id(name)}`.execute(db);
  await sql`drop extension if exists unaccent`.execute(db);
}
