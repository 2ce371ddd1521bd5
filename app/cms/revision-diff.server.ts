import { diffWords } from "diff";
import { sql } from "kysely";
import type { Db } from "../../db";
import type { DiffSegment, FieldDiff, ModuleDiff, RevisionDiff } from "./revision-diff";
import { looksLikeHtml, richTextDiff } from "./rich-text-diff.server";

/**
 * Compares two revisions of a page (issue 25): modules added, removed, moved, and per locale each
 * field that changed. Plain text is compared word by word, rich text word by word and shown
 * rendered, images by their address, anything else by value.
 */
type Loaded = { id: string; type: string; position: number; layout: unknown; contents: Map<string, unknown> };

async function revisionOf(db: Db, pageId: number, revisionId: number) {
  return db.selectFrom("page_revisions").select(["id", "version", "status"]).where("id", "=", revisionId).where("page_id", "=", pageId).executeTakeFirst();
}

async function modulesOf(db: Db, revisionId: number): Promise<Loaded[]> {
  const [modules, contents] = await Promise.all([
    db.selectFrom("page_modules").select(["id", "type", "position", "layout"]).where("revision_id", "=", revisionId).orderBy("position").execute(),
    db.selectFrom("page_module_contents").select(["module_id", "locale", "data"]).where("revision_id", "=", revisionId).execute(),
  ]);
  return modules.map((m) => ({
    id: m.id,
    type: m.type,
    position: m.position,
    layout: m.layout,
    contents: new Map(contents.filter((c) => c.module_id === m.id).map((c) => [c.locale, c.data])),
  }));
}

const isImage = (value: unknown): value is { url: string } => typeof value === "object" && value !== null && typeof (value as { url?: unknown }).url === "string" && "id" in value;

export { leaves, readable };

/** Word-level changes from one text to another (as readers see them), or null when they read the same. */
export function wordChanges(before: string, after: string): DiffSegment[] | null {
  const a = readable(before);
  const b = readable(after);
  if (a === b) return null;
  return diffWords(a, b).map((part) => ({ value: part.value, ...(part.added ? { added: true } : {}), ...(part.removed ? { removed: true } : {}) }));
}

/** Leaf values by path: `title`, `items[0].body`, `image` (an image is one leaf). */
function leaves(value: unknown, path = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${path}[${i}]`, out));
  else if (value && typeof value === "object" && !isImage(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, out);
  } else if (value !== undefined && value !== null && value !== "") out.set(path, value);
  return out;
}

const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

function fieldDiff(locale: string, path: string, before: unknown, after: unknown): FieldDiff | null {
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  if (isImage(before) || isImage(after)) {
    const a = isImage(before) ? before.url : null;
    const b = isImage(after) ? after.url : null;
    return a === b ? null : { locale, path, kind: "image", before: a, after: b };
  }
  if ((typeof before === "string" || before === undefined) && (typeof after === "string" || after === undefined)) {
    const a = readable(before ?? "");
    const b = readable(after ?? "");
    if (a === b) return null; // markup only
    if (looksLikeHtml(before ?? "") || looksLikeHtml(after ?? "")) return { locale, path, kind: "richText", html: richTextDiff(before ?? "", after ?? "") };
    const segments: DiffSegment[] = diffWords(a, b).map((part) => ({ value: part.value, ...(part.added ? { added: true } : {}), ...(part.removed ? { removed: true } : {}) }));
    return { locale, path, kind: "text", segments };
  }
  return { locale, path, kind: "value", before: before === undefined ? "" : JSON.stringify(before), after: after === undefined ? "" : JSON.stringify(after) };
}

function contentDiffs(before: Loaded | undefined, after: Loaded | undefined): FieldDiff[] {
  return localeDiffs(before?.contents ?? new Map(), after?.contents ?? new Map());
}

/**
 * Per locale (English first), each field that differs between two contents by locale: a page
 * module's, or a content item's form values (content-history.server.ts).
 */
export function localeDiffs(before: ReadonlyMap<string, unknown>, after: ReadonlyMap<string, unknown>): FieldDiff[] {
  const locales = new Set([...before.keys(), ...after.keys()]);
  const fields: FieldDiff[] = [];
  for (const locale of [...locales].sort((a, b) => (a === "en" ? -1 : b === "en" ? 1 : a.localeCompare(b)))) {
    const a = leaves(before.get(locale));
    const b = leaves(after.get(locale));
    for (const path of new Set([...a.keys(), ...b.keys()])) {
      const diff = fieldDiff(locale, path, a.get(path), b.get(path));
      if (diff) fields.push(diff);
    }
  }
  return fields;
}

/** The page's draft, else its published revision: what a comparison is made with by default. */
export async function currentRevisionId(db: Db, pageId: number): Promise<number | null> {
  const row = await db
    .selectFrom("page_revisions")
    .select("id")
    .where("page_id", "=", pageId)
    .where("status", "in", ["draft", "published"])
    .orderBy(sql`status = 'draft'`, "desc")
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The changes from revision `fromId` to `toId` (both the page's own), or null when either is not
 * one of the page's revisions.
 */
export async function diffRevisions(db: Db, pageId: number, fromId: number, toId: number): Promise<RevisionDiff | null> {
  const [from, to] = await Promise.all([revisionOf(db, pageId, fromId), revisionOf(db, pageId, toId)]);
  if (!from || !to) return null;
  const [before, after] = await Promise.all([modulesOf(db, from.id), modulesOf(db, to.id)]);
  const beforeById = new Map(before.map((m) => [m.id, m]));
  const afterById = new Map(after.map((m) => [m.id, m]));
  const beforeOrder = before.map((m) => m.id).filter((id) => afterById.has(id));
  const afterOrder = after.map((m) => m.id).filter((id) => beforeById.has(id));
  const modules: ModuleDiff[] = [];
  for (const module of after) {
    const old = beforeById.get(module.id);
    const position = { before: old ? old.position + 1 : null, after: module.position + 1 };
    if (!old) {
      modules.push({ id: module.id, type: module.type, change: "added", ...position, fields: contentDiffs(undefined, module) });
      continue;
    }
    const fields = contentDiffs(old, module);
    const moved = beforeOrder.indexOf(module.id) !== afterOrder.indexOf(module.id);
    const layoutChanged = JSON.stringify(old.layout) !== JSON.stringify(module.layout);
    if (layoutChanged) fields.push({ locale: "en", path: "layout", kind: "value", before: JSON.stringify(old.layout), after: JSON.stringify(module.layout) });
    if (fields.length) modules.push({ id: module.id, type: module.type, change: "changed", ...position, fields });
    else if (moved) modules.push({ id: module.id, type: module.type, change: "moved", ...position, fields: [] });
  }
  for (const module of before) {
    if (!afterById.has(module.id)) modules.push({ id: module.id, type: module.type, change: "removed", before: module.position + 1, after: null, fields: contentDiffs(module, undefined) });
  }
  return {
    from: { revisionId: from.id, version: from.version },
    to: { revisionId: to.id, version: to.version, draft: to.status === "draft" },
    modules,
  };
}
