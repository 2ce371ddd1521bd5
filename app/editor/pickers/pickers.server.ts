import { sql } from "kysely";
import type { Db } from "../../../db";
import type { MediaKind } from "../../../db/schema";
import { likePattern, pageOffset, PICKER_PAGE_SIZE, type PickerPage } from "~/lib/picker-page.server";
import { mediaUrl } from "../../../shared/media-url";
import { checkFieldImage } from "../media/media-file-checks.server";
import { MAX_IMAGE_BYTES } from "../media/webp-upload.server";

export type MediaRow = {
  id: number;
  url: string;
  filename: string;
  display: string;
  contentTypeDisplay: string;
  size: number;
  created: string;
};

function toMediaRow(row: { id: number; filename: string; name: string; content_type: string; size: number; created_at: Date | string }): MediaRow {
  return {
    id: row.id,
    url: mediaUrl(row.id, row.filename),
    filename: row.filename,
    display: row.name || row.filename,
    contentTypeDisplay: row.content_type,
    size: row.size,
    created: new Date(row.created_at).toISOString(),
  };
}

/** fetchImages, fetchVectors, fetchFiles, fetchDocuments, fetchVideos (SPEC §7): page + search → results and count. */
export async function fetchMedia(db: Db, kind: MediaKind, { page, search }: { page: number; search: string }): Promise<PickerPage<MediaRow>> {
  let query = db.selectFrom("media").where("kind", "=", kind);
  if (search.trim()) {
    const pattern = likePattern(search.trim());
    query = query.where((eb) => eb.or([eb("filename", "ilike", pattern), eb("name", "ilike", pattern)]));
  }
  const [rows, total] = await Promise.all([
    query
      .select(["id", "filename", "name", "content_type", "size", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PICKER_PAGE_SIZE)
      .offset(pageOffset(page))
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(toMediaRow), count: Number(total.count) };
}

/** findImage, findVector, findFile, findDocument, findVideo: the row or null ('{Name} not found'). */
export async function findMedia(db: Db, kind: MediaKind, id: number): Promise<MediaRow | null> {
  const row = await db
    .selectFrom("media")
    .select(["id", "filename", "name", "content_type", "size", "created_at"])
    .where("kind", "=", kind)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toMediaRow(row) : null;
}

/**
 * addImage: stores an image field's upload (issue 47): any raster image the media library takes,
 * converted as the library converts it, so what is stored is a WebP named .webp (SPEC §5.3).
 * Returns its id and address; a refusal is an UploadRejectedError.
 */
export async function addImage(db: Db, file: File, alt: string): Promise<{ id: number; url: string }> {
  const image = await checkFieldImage(file.name, new Uint8Array(await file.arrayBuffer()), MAX_IMAGE_BYTES);
  const row = await db
    .insertInto("media")
    .values({
      kind: "image",
      filename: image.filename,
      name: alt.trim() || image.filename,
      content_type: image.contentType,
      size: image.bytes.byteLength,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      url: null,
      alt: JSON.stringify(alt.trim() ? { en: alt.trim() } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, url: mediaUrl(row.id, image.filename) };
}

export type PageRow = { id: number; url: string; title: string };

/** fetchPages / findPage: CMS pages of the main site, with their English path. */
export async function fetchPages(db: Db, { page, search }: { page: number; search: string }): Promise<PickerPage<PageRow>> {
  let query = db.selectFrom("page_translations").where("locale", "=", "en").where("site", "=", "main");
  if (search.trim()) {
    const pattern = likePattern(search.trim());
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("path", "ilike", pattern)]));
  }
  const [rows, total] = await Promise.all([
    query.select(["page_id as id", "path", "title"]).orderBy("path").limit(PICKER_PAGE_SIZE).offset(pageOffset(page)).execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map((r) => ({ id: r.id, url: `/${r.path}`, title: r.title })), count: Number(total.count) };
}

export async function findPage(db: Db, id: number): Promise<PageRow | null> {
  const row = await db
    .selectFrom("page_translations")
    .select(["page_id as id", "path", "title"])
    .where("page_id", "=", id)
    .where("locale", "=", "en")
    .executeTakeFirst();
  return row ? { id: row.id, url: `/${row.path}`, title: row.title } : null;
}

export type LinkRow = {
  id: number;
  text: string;
  linkType: string;
  target: string;
  url: string | null;
  page: PageRow | null;
  anchorId: string | null;
};

const linkColumns = [
  "l.id",
  "l.text",
  "l.link_type",
  "l.target",
  "l.url",
  "l.anchor_id",
  "l.page_id",
  "t.path",
  "t.title",
] as const;

function toLinkRow(row: {
  id: number;
  text: string;
  link_type: string;
  target: string;
  url: string | null;
  anchor_id: string | null;
  page_id: number | null;
  path: string | null;
  title: string | null;
}): LinkRow {
  return {
    id: row.id,
    text: row.text,
    linkType: row.link_type,
    target: row.target,
    url: row.url,
    anchorId: row.anchor_id,
    page: row.page_id !== null && row.path !== null ? { id: row.page_id, url: `/${row.path}`, title: row.title ?? "" } : null,
  };
}

function linksQuery(db: Db) {
  return db
    .selectFrom("links as l")
    .leftJoin("page_translations as t", (join) => join.onRef("t.page_id", "=", "l.page_id").on("t.locale", "=", "en"));
}

/** fetchLinks: page + search, or the links that match url/anchorId/pageId (the duplicate check of SPEC §4.3). */
export async function fetchLinks(
  db: Db,
  args: { page: number; search: string; url?: string; anchorId?: string; pageId?: number },
): Promise<PickerPage<LinkRow>> {
  let query = linksQuery(db);
  if (args.search.trim()) {
    const pattern = likePattern(args.search.trim());
    query = query.where((eb) => eb.or([eb("l.text", "ilike", pattern), eb("l.url", "ilike", pattern)]));
  }
  if (args.url) query = query.where("l.url", "=", args.url);
  if (args.anchorId) query = query.where("l.anchor_id", "=", args.anchorId);
  if (args.pageId) query = query.where("l.page_id", "=", args.pageId);
  const [rows, total] = await Promise.all([
    query.select(linkColumns).orderBy("l.id", "desc").limit(PICKER_PAGE_SIZE).offset(pageOffset(args.page)).execute(),
    query.select(sql<string>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(toLinkRow), count: Number(total.count) };
}

export async function findLink(db: Db, id: number): Promise<LinkRow | null> {
  const row = await linksQuery(db).select(linkColumns).where("l.id", "=", id).executeTakeFirst();
  return row ? toLinkRow(row) : null;
}
