import { sql } from "kysely";
import type { Db } from "../../../db";
import { pageOffset, PICKER_PAGE_SIZE, type PickerPage } from "~/lib/picker-page.server";

/*
 * The selection pickers' calls (SPEC §7): fetchWebinars, fetchCategories (multi-select),
 * fetchProducts, fetchSeries, fetchEmployeeStories (single-select), fetchLocations.
 * Rows carry an `id` and a `title` the shared picker shows, plus the fields SPEC §3.7 names.
 */

const like = (search: string) => `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const en = (column: string, field: string) => sql<string>`${sql.ref(column)}->'en'->>${field}`;

export async function fetchWebinars(db: Db, page: number, search = ""): Promise<PickerPage<{ id: number; title: string; url: string | null }>> {
  let q = db.selectFrom("events").where("kind", "=", "webinar");
  if (search.trim()) q = q.where(en("content", "title"), "ilike", like(search));
  const [rows, total] = await Promise.all([
    q.select(["id", "url", en("content", "title").as("title")]).orderBy("starts_at", "desc").limit(PICKER_PAGE_SIZE).offset(pageOffset(page)).execute(),
    q.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return { results: rows, count: Number(total.count) };
}

export async function fetchCategories(db: Db, page: number, search = "") {
  let q = db.selectFrom("product_categories");
  if (search.trim()) q = q.where(en("content", "title"), "ilike", like(search));
  const [rows, total] = await Promise.all([
    q
      .select(["id", en("content", "title").as("title"), "primary_properties", "secondary_properties"])
      .orderBy("id")
      .limit(PICKER_PAGE_SIZE)
      .offset(pageOffset(page))
      .execute(),
    q.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => ({ id: r.id, title: r.title, primaryProperties: r.primary_properties, secondaryProperties: r.secondary_properties })),
    count: Number(total.count),
  };
}

export async function fetchProducts(db: Db, page: number, search: string) {
  let q = db
    .selectFrom("products as p")
    .leftJoin("series as s", "s.id", "p.series_id")
    .leftJoin("product_categories as c", "c.id", "p.category_id");
  if (search.trim()) q = q.where((eb) => eb.or([eb("p.name", "ilike", like(search)), eb("p.display_name", "ilike", like(search))]));
  const [rows, total] = await Promise.all([
    q
      .select(["p.id", "p.name", "p.display_name", "p.status", "p.image_id", "s.name as series", en("c.content", "title").as("primaryCategory")])
      .orderBy("p.name")
      .limit(PICKER_PAGE_SIZE)
      .offset(pageOffset(page))
      .execute(),
    q.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => ({
      id: r.id,
      title: r.display_name,
      name: r.name,
      displayName: r.display_name,
      series: r.series,
      status: r.status,
      primaryCategory: r.primaryCategory,
      images: r.image_id ? [`/media/${r.image_id}/product.webp`] : [],
    })),
    count: Number(total.count),
  };
}

export async function fetchSeries(db: Db, page: number, search: string) {
  let q = db.selectFrom("series");
  if (search.trim()) q = q.where("name", "ilike", like(search));
  const [rows, total] = await Promise.all([
    q.select(["id", "name", "status", "image_id"]).orderBy("name").limit(PICKER_PAGE_SIZE).offset(pageOffset(page)).execute(),
    q.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => ({ id: r.id, title: r.name, name: r.name, status: r.status, image: r.image_id ? { imageUrl: `/media/${r.image_id}/series.webp` } : null })),
    count: Number(total.count),
  };
}

/** fetchBlogAuthors: the blog's authors (a blog post's author), by name. */
export async function fetchBlogAuthors(db: Db, page: number, search = "") {
  let q = db.selectFrom("blog_authors");
  if (search.trim()) q = q.where("name", "ilike", like(search));
  const [rows, total] = await Promise.all([
    q.select(["id", "name", "slug"]).orderBy("name").orderBy("id").limit(PICKER_PAGE_SIZE).offset(pageOffset(page)).execute(),
    q.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map((r) => ({ id: r.id, title: r.name, name: r.name, slug: r.slug })), count: Number(total.count) };
}

export async function fetchEmployeeStories(db: Db, page: number, search = "") {
  let q = db.selectFrom("employee_stories");
  if (search.trim()) q = q.where(en("content", "title"), "ilike", like(search));
  const [rows, total] = await Promise.all([
    q
      .select(["id", "category", "publish_from", en("content", "title").as("title")])
      .orderBy("publish_from", "desc")
      .limit(PICKER_PAGE_SIZE)
      .offset(pageOffset(page))
      .execute(),
    q.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => ({ id: r.id, title: r.title, category: r.category, publishFrom: new Date(r.publish_from).toISOString() })),
    count: Number(total.count),
  };
}

export async function fetchLocations(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom("office_locations").select(["id", "name"]).orderBy("position").orderBy("id").execute();
}

/** fetchCVs: team members for the CV module, by organisation level then their order. */
export async function fetchCVs(db: Db, page: number, search = "") {
  let q = db.selectFrom("team_members");
  if (search.trim()) q = q.where("name", "ilike", like(search));
  const [rows, total] = await Promise.all([
    q
      .select(["id", "name", "organisation_level", en("content", "position").as("position")])
      .orderBy("organisation_level")
      .orderBy("position_order")
      .orderBy("id")
      .limit(PICKER_PAGE_SIZE)
      .offset(pageOffset(page))
      .execute(),
    q.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => ({ id: r.id, title: r.name, name: r.name, position: r.position, organisationLevel: r.organisation_level })),
    count: Number(total.count),
  };
}

/** fetchStoriesGroups / fetchStoriesCategories: the distinct values employee stories use. */
export async function fetchStoriesGroups(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db.selectFrom("employee_stories").select("group_name").distinct().orderBy("group_name").execute();
  return rows.map((r) => ({ id: r.group_name, name: r.group_name }));
}

export async function fetchStoriesCategories(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db.selectFrom("employee_stories").select("category").distinct().orderBy("category").execute();
  return rows.map((r) => ({ id: r.category, name: r.category }));
}
