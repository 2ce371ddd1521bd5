import { sql, type Transaction } from "kysely";
import type { Db } from "../../../db";
import type { Database } from "../../../db/schema";
import { changeContent } from "~/lib/content-events.server";
import { LOCALES } from "~/i18n/locales";
import { mediaUrl } from "../../../shared/media-url";
import { mediaSnapshot, SNAPSHOT_KEYS, type SnapshotSource } from "../pickers/resolve-references.server";
import type { MediaDetailsInput } from "./media-details-schema";
import { LIBRARY_KINDS, type LibraryKind } from "./media-library-query";
import type { CheckedFile } from "./media-file-checks.server";
import { isUsed, MEDIA_REFERENCE_PATH, mediaReferenceVars, mediaUses, type MediaUses } from "./media-uses.server";

export type MediaDetails = {
  id: number;
  kind: LibraryKind;
  name: string;
  filename: string;
  url: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: Record<string, string>;
  decorative: boolean;
  title: string;
  credit: string;
  focalX: number | null;
  focalY: number | null;
  uploadedBy: string | null;
  createdAt: string;
  updatedAt: string;
};

/** One library item with its details; null for no such id (or a video, which the library does not hold). */
export async function mediaDetails(db: Db, id: number): Promise<MediaDetails | null> {
  const row = await db
    .selectFrom("media")
    .leftJoin("users", "users.id", "media.uploaded_by")
    // Only the columns shown: `bytes` (up to 20 MB) is never read here.
    .select([
      "media.id",
      "media.kind",
      "media.name",
      "media.filename",
      "media.content_type",
      "media.size",
      "media.width",
      "media.height",
      "media.alt",
      "media.decorative",
      "media.title",
      "media.credit",
      "media.focal_x",
      "media.focal_y",
      "media.created_at",
      "media.updated_at",
      "users.name as uploader",
    ])
    .where("media.id", "=", id)
    .where("media.kind", "in", [...LIBRARY_KINDS])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind as LibraryKind,
    name: row.name || row.filename,
    filename: row.filename,
    url: mediaUrl(row.id, row.filename),
    contentType: row.content_type,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    alt: Object.fromEntries(Object.entries(row.alt ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string")),
    decorative: row.decorative,
    title: row.title,
    credit: row.credit,
    focalX: row.focal_x,
    focalY: row.focal_y,
    uploadedBy: row.uploader,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function isPicture(kind: string): boolean {
  return kind === "image" || kind === "vector";
}

/**
 * Saves an item's details. Module data keeps a snapshot of the file (its address and the alt text
 * in the module's locale), so the draft and published modules that show it get the new alt text in
 * the same transaction: a German alt text set here is what the German page shows.
 */
export async function saveMediaDetails(db: Db, id: number, input: MediaDetailsInput): Promise<boolean> {
  return changeContent(db, async (trx, changed) => {
    const alt = Object.fromEntries(LOCALES.map((locale) => [locale, input.alt?.[locale] ?? ""]).filter(([, text]) => text !== ""));
    const row = await trx
      .updateTable("media")
      .set({
        alt: JSON.stringify(alt),
        decorative: input.decorative ?? false,
        ...(input.name ? { name: input.name } : {}),
        title: input.title ?? "",
        credit: input.credit ?? "",
        focal_x: input.focalX ?? null,
        focal_y: input.focalY ?? null,
        updated_at: sql`now()`,
      })
      .where("id", "=", id)
      .where("kind", "in", [...LIBRARY_KINDS])
      .returning(["id", "filename", "alt", "decorative", "width", "height", "focal_x", "focal_y"])
      .executeTakeFirst();
    if (!row) return false;
    if ((await refreshSnapshots(trx, row)) > 0) await changed(`media:${id}`);
    return true;
  });
}

/** Rewrites the snapshots of one media row in the draft, scheduled and published module data that holds it; the number of rows changed. */
async function refreshSnapshots(trx: Transaction<Database>, row: SnapshotSource): Promise<number> {
  const contents = await trx
    .selectFrom("page_module_contents as c")
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .select(["c.revision_id", "c.module_id", "c.locale", "c.data"])
    .where("r.status", "in", ["draft", "published", "scheduled"])
    .where(sql<boolean>`jsonb_path_exists(c.data, ${MEDIA_REFERENCE_PATH}::jsonpath, ${mediaReferenceVars(row.id)})`)
    .execute();
  let changedRows = 0;
  for (const content of contents) {
    const snapshot = mediaSnapshot(row, content.locale);
    const prefix = `/media/${row.id}/`;
    let touched = false;
    const walk = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(walk);
      if (!value || typeof value !== "object") return value;
      const object = value as Record<string, unknown>;
      if (object.id === row.id && typeof object.url === "string" && object.url.startsWith(prefix)) {
        touched = true;
        const kept = Object.fromEntries(Object.entries(object).filter(([key]) => !(SNAPSHOT_KEYS as readonly string[]).includes(key)));
        return { ...kept, ...snapshot };
      }
      return Object.fromEntries(Object.entries(object).map(([key, inner]) => [key, walk(inner)]));
    };
    const data = walk(content.data);
    if (!touched) continue;
    await trx
      .updateTable("page_module_contents")
      .set({ data: JSON.stringify(data) })
      .where("revision_id", "=", content.revision_id)
      .where("module_id", "=", content.module_id)
      .where("locale", "=", content.locale)
      .execute();
    changedRows++;
  }
  return changedRows;
}

export class MediaInUse extends Error {
  constructor(readonly uses: MediaUses) {
    super("media in use");
  }
}

/**
 * Deletes a library item unless something uses it (issue 24: refused while used, saying where).
 * The check and the delete share a transaction that locks the row, so a save that starts using
 * the file afterwards finds it gone ("not found") rather than pointing at nothing.
 */
export async function deleteMedia(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("media").select("id").where("id", "=", id).where("kind", "in", [...LIBRARY_KINDS]).forUpdate().executeTakeFirst();
    if (!row) return false;
    const uses = await mediaUses(trx, id);
    if (isUsed(uses)) throw new MediaInUse(uses);
    await trx.deleteFrom("media").where("id", "=", id).execute();
    return true;
  });
}

/**
 * A replacement's stored name: the uploaded name with `-v<revision>` before its extension
 * (`datasheet-v2.pdf`). `/media/<id>/<name>` is cached for a year, so new bytes need an address
 * no earlier version had; a revision number never repeats, whatever names the editor uploads.
 */
export function replacementFilename(uploaded: string, revision: number): string {
  const [, base = uploaded, extension = ""] = /^(.*?)((?:\.tar)?\.[^.]+)?$/.exec(uploaded) ?? [];
  return `${base.replace(/-v\d+$/, "")}-v${revision}${extension}`;
}

export class ReplaceRefused extends Error {}

/**
 * Replace file (issue 24): the item keeps its id, alt text and every reference; the draft and
 * published modules that show it get the new address and size in the same transaction. The new
 * file must be of the same kind (a module's image field cannot hold a PDF).
 */
export async function replaceMediaFile(db: Db, id: number, file: CheckedFile): Promise<boolean> {
  return changeContent(db, async (trx, changed) => {
    const current = await trx.selectFrom("media").select(["kind", "revision"]).where("id", "=", id).where("kind", "in", [...LIBRARY_KINDS]).forUpdate().executeTakeFirst();
    if (!current) return false;
    if (current.kind !== file.kind) throw new ReplaceRefused(current.kind);
    const row = await trx
      .updateTable("media")
      .set({
        filename: replacementFilename(file.filename, current.revision + 1),
        revision: current.revision + 1,
        content_type: file.contentType,
        size: file.bytes.byteLength,
        width: file.width,
        height: file.height,
        bytes: file.bytes,
        updated_at: sql`now()`,
      })
      .where("id", "=", id)
      .returning(["id", "filename", "alt", "decorative", "width", "height", "focal_x", "focal_y"])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("media_renditions").where("media_id", "=", id).execute(); // the old revision's copies
    await refreshSnapshots(trx, row);
    await changed(`media:${id}`); // content rows read the file's address at render: pages change even without snapshots
    return true;
  });
}
