import { sql } from "kysely";
import type { Db } from "../../../db";
import type { EditorField, ModuleEditorConfig } from "~/modules/editor-types";

/** A selection source's table, id and English name column (SPEC §3.7 picker rows). */
const SOURCES: Record<string, { table: "events" | "product_categories" | "products" | "series" | "employee_stories" | "team_members" | "blog_authors"; title: "content" | "display_name" | "name" }> = {
  fetchWebinars: { table: "events", title: "content" },
  fetchCategories: { table: "product_categories", title: "content" },
  fetchProducts: { table: "products", title: "display_name" },
  fetchSeries: { table: "series", title: "name" },
  fetchEmployeeStories: { table: "employee_stories", title: "content" },
  fetchCVs: { table: "team_members", title: "name" },
  fetchBlogAuthors: { table: "blog_authors", title: "name" },
};

/** The names of the chosen rows, by id: what a reopened multi- or single-select shows. */
export async function selectionTitles(db: Db, source: string, ids: readonly string[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => id !== "");
  if (wanted.length === 0) return {};
  const spec = SOURCES[source];
  // Story groups and categories are their own names.
  if (!spec) return Object.fromEntries(wanted.map((id) => [id, id]));
  const numeric = wanted.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  if (numeric.length === 0) return {};
  const title = spec.title === "content" ? sql<string>`content->'en'->>'title'` : sql<string>`${sql.ref(spec.title)}`;
  const rows = await db
    .selectFrom(spec.table)
    .select(["id", title.as("title")])
    .where("id", "in", numeric)
    .execute();
  return Object.fromEntries(rows.map((row) => [String(row.id), row.title ?? String(row.id)]));
}

/** Every multi/single-select id in module values, by its source (list items included). */
export function selectedIds(config: ModuleEditorConfig, data: unknown): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const idOf = (value: unknown) => String(value && typeof value === "object" ? ((value as { id?: unknown }).id ?? "") : (value ?? ""));
  const walk = (fields: readonly EditorField[], values: unknown) => {
    if (!values || typeof values !== "object") return;
    for (const field of fields) {
      const value = (values as Record<string, unknown>)[field.name];
      if (field.kind === "list" && field.item && Array.isArray(value)) value.forEach((item) => walk(field.item!.fields, item));
      else if ((field.kind === "multiSelect" || field.kind === "singleSelect") && field.source && value !== undefined) {
        const ids = field.kind === "multiSelect" ? [value].flat().map(idOf) : [idOf(value)];
        (found[field.source] ??= []).push(...ids);
      }
    }
  };
  for (const group of config.groups) walk(group.fields, data);
  return found;
}

/** Names for every selection in the open dialog's values: source → id → name. */
export async function selectionTitlesFor(db: Db, config: ModuleEditorConfig, data: unknown): Promise<Record<string, Record<string, string>>> {
  const entries = await Promise.all(
    Object.entries(selectedIds(config, data)).map(async ([source, ids]) => [source, await selectionTitles(db, source, ids)] as const),
  );
  return Object.fromEntries(entries);
}
