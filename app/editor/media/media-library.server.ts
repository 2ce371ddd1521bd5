import { sql } from "kysely";
import type { Db } from "../../../db";
import { contentTypeDisplay } from "~/content/media.server";
import { mediaUrl } from "../../../shared/media-url";
import { LIBRARY_KINDS, LIBRARY_PAGE_SIZE, type LibraryItem, type LibraryKind, type LibraryQuery, type LibrarySort } from "./media-library-query";

/** `%`, `_` and `\` typed by an editor are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER: Record<LibrarySort, [column: "created_at" | "name" | "size", direction: "asc" | "desc"]> = {
  newest: ["created_at", "desc"],
  oldest: ["created_at", "asc"],
  name: ["name", "asc"],
  largest: ["size", "desc"],
};

/**
 * One page of the library (issue 24): matching name, file name, title or English alt text, of one
 * kind or all; the total for paging in the same query (a window count), so a page past the end
 * shows the last one.
 */
export async function listMedia(db: Db, query: LibraryQuery): Promise<{ items: LibraryItem[]; total: number; page: number; pages: number }> {
  let base = db.selectFrom("media").where("kind", "in", query.kind ? [query.kind] : [...LIBRARY_KINDS]);
  if (query.q) {
    const pattern = likePattern(query.q);
    base = base.where((eb) =>
      eb.or([
        eb("media.name", "ilike", pattern),
        eb("media.filename", "ilike", pattern),
        eb("media.title", "ilike", pattern),
        eb(sql<string>`media.alt->>'en'`, "ilike", pattern),
      ])
    );
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
  const pages = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const [column, direction] = ORDER[query.sort];
  const rows = await base
    .leftJoin("users", "users.id", "media.uploaded_by")
    .select([
      "media.id",
      "media.kind",
      "media.name",
      "media.filename",
      "media.content_type",
      "media.size",
      "media.width",
      "media.height",
      "media.created_at",
      "users.name as uploader",
    ])
    .orderBy(`media.${column}`, direction)
    .orderBy("media.id", direction)
    .limit(LIBRARY_PAGE_SIZE)
    .offset((page - 1) * LIBRARY_PAGE_SIZE)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as LibraryKind,
      name: r.name || r.filename,
      filename: r.filename,
      url: mediaUrl(r.id, r.filename),
      type: contentTypeDisplay(r.content_type, r.filename),
      size: Number(r.size),
      width: r.width,
      height: r.height,
      uploadedBy: r.uploader,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total,
    page,
    pages,
  };
}
