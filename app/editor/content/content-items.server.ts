import { sql, type RawBuilder, type Transaction } from "kysely";
import type { Db } from "../../../db";
import type { Database } from "../../../db/schema";
import { reindexContentRow } from "~/content/search-index.server";
import { LOCALES, type Locale } from "~/i18n/locales";
import { changeContent } from "~/lib/content-events.server";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { slugFromTitle } from "../page-tree/new-page-schema";
import { validationMessage } from "../shell/validation-messages";
import type { ContentKindKey } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { localSlugSource, translationFields } from "./content-kind";
import { statusSql, titleSql, visibleFromSql, type ContentStatus } from "./content-sql.server";
import { CONTENT_STORES, type ContentStore, type ContentUse } from "./content-stores.server";
import type { ContentRelation } from "./content-store";
import { redirectOldDetailUrls } from "./content-redirects.server";
import { forgetContentItem, recordContentRevision, stepBefore } from "./content-revisions.server";
import { dropContentSchedule } from "./content-schedules.server";

type Texts = Record<string, string>;
type Content = Partial<Record<string, Texts>>;
/** A row's editable state: its columns and its texts by locale (the draft's shape, what history and schedules keep). */
export type Editable = { columns: Record<string, unknown>; content: Content };

export type ContentItem = {
  id: number;
  revision: number;
  published: boolean;
  status: ContentStatus;
  /** A published item's publication date while it is ahead (visitors get a 404 until then), ISO; else null. */
  visibleFrom: string | null;
  hasDraft: boolean;
  editable: Editable;
  /** The published row's columns (its visitor address), null while unpublished. */
  publishedRow: Record<string, unknown> | null;
  updatedAt: string;
  updatedBy: string | null;
};

/** A save refused on a field (its message in English, translated where shown). */
export class ContentRejected extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    // The messages in the error's own text too: a refused scheduled publish records it as the job's error.
    super(`content rejected: ${Object.values(fieldErrors).flat().join(" ")}`);
  }
}

/** The item changed since the editor opened it: nothing is written. */
export class ContentConflict extends Error {
  constructor(readonly currentRevision: number) {
    super("content changed meanwhile");
  }
}

/** Delete refused: other content uses the item (what uses it, named for the editor). */
export class ContentInUse extends Error {
  constructor(readonly uses: ContentUse[]) {
    super("content in use");
  }
}

/** The item is not there (any more). */
export class ContentGone extends Error {}

function table(db: Db | Transaction<Database>, store: ContentStore) {
  return db.selectFrom(store.table as "news_articles");
}

export async function loadContentItem(db: Db, kind: ContentKindKey, id: number): Promise<ContentItem | null> {
  const store = CONTENT_STORES[kind];
  let q = table(db, store)
    .selectAll()
    // Not "status": products and series have a status column of their own, which selectAll reads.
    .select([
      statusSql(kind).as("content_status"),
      visibleFromSql(kind).as("content_visible_from"),
      sql<string | null>`(select u.name from users u where u.id = updated_by)`.as("updated_by_name"),
    ])
    .where("id", "=", id);
  if (store.scope) q = q.where(sql.ref(store.scope.column), "=", store.scope.value);
  const row = (await q.executeTakeFirst()) as (Record<string, unknown> & { content_status: ContentStatus; content_visible_from: Date | string | null; updated_by_name: string | null }) | undefined;
  if (!row) return null;
  return {
    id,
    revision: Number(row.revision),
    published: Boolean(row.published),
    status: row.content_status,
    visibleFrom: row.content_visible_from ? new Date(row.content_visible_from).toISOString() : null,
    hasDraft: row.draft !== null,
    editable: editableOf(store, row),
    publishedRow: row.published ? row : null,
    updatedAt: new Date(row.updated_at as string).toISOString(),
    updatedBy: row.updated_by_name,
  };
}

export function editableOf(store: ContentStore, row: Record<string, unknown>): Editable {
  if (row.draft) {
    const draft = row.draft as Editable;
    // Drafts saved before the jsonb columns were kept as JSON values hold them as JSON text.
    const stale = (store.jsonColumns ?? []).filter((c) => typeof draft.columns[c] === "string");
    return stale.length ? { ...draft, columns: { ...draft.columns, ...Object.fromEntries(stale.map((c) => [c, JSON.parse(draft.columns[c] as string)])) } } : draft;
  }
  return { columns: Object.fromEntries(store.columns.map((c) => [c, row[c]])), content: (row.content as Content) ?? {} };
}

/** The form values of an item in a locale: structure (English) and that locale's texts. */
export function formValues(kind: ContentKindKey, editable: Editable, locale: Locale): Record<string, unknown> {
  const form = CONTENT_KIND_FORMS[kind];
  const store = CONTENT_STORES[kind];
  const texts = editable.content[locale] ?? {};
  const values: Record<string, unknown> = locale === "en" ? store.toForm(editable.columns) : {};
  // An English text the row keeps in a column instead (a product's display name) comes from toForm.
  for (const field of locale === "en" ? form.translated : translationFields(form)) values[field] = texts[store.textKeys?.[field] ?? field] ?? (locale === "en" ? values[field] : undefined) ?? "";
  return values;
}

/** The English texts beside a translation's fields. */
export function englishTexts(kind: ContentKindKey, editable: Editable): Record<string, string> {
  return formValues(kind, editable, "en") as Record<string, string>;
}

type SaveInput = {
  kind: ContentKindKey;
  id: number | null;
  locale: Locale;
  values: Record<string, unknown>;
  revision: number | null;
  editorId: number;
  publish: boolean;
};

const RICH_TEXT = new Set(["body"]);

/**
 * The submitted texts of a locale as stored (rich text sanitized, empty ones left out: English shows);
 * in a translation of a kind with slugs per locale, the slug too (English keeps its own in a column).
 */
function textsOf(kind: ContentKindKey, values: Record<string, unknown>, locale: Locale): Texts {
  const store = CONTENT_STORES[kind];
  const form = CONTENT_KIND_FORMS[kind];
  const texts: Texts = {};
  for (const field of locale === "en" ? form.translated : translationFields(form)) {
    const value = values[field];
    if (typeof value !== "string" || value.trim() === "") continue;
    texts[store.textKeys?.[field] ?? field] = RICH_TEXT.has(field) ? sanitizeRichText(value) : value;
  }
  return texts;
}

/**
 * Save draft (and Publish): a new item, or the editor's locale of an existing one, checked against
 * the revision the editor opened. A published row keeps what visitors see until Publish: the
 * changes go to its draft; an unpublished row is written in place. Publish applies everything,
 * re-indexes search, answers old detail addresses with 301 after a slug change, and tells every
 * instance (caches) at COMMIT. One transaction: nothing is half-saved.
 */
export async function saveContent(db: Db, input: SaveInput): Promise<{ id: number }> {
  const store = CONTENT_STORES[input.kind];
  const form = CONTENT_KIND_FORMS[input.kind];
  return changeContent(db, async (trx, changed) => {
    const row = input.id === null ? null : await lockRow(trx, store, input.id, input.revision);
    const before: Editable = row ? editableOf(store, row) : { columns: {}, content: {} };
    const next: Editable = { columns: { ...before.columns }, content: { ...before.content } };
    if (input.locale === "en") {
      const values = { ...input.values };
      if (form.slug && !values.slug) values.slug = slugFromTitle(String(values[form.slugSource ?? form.titleField] ?? "")) || `item-${Date.now().toString(36)}`;
      next.columns = store.toColumns(values);
    }
    const texts = textsOf(input.kind, input.values, input.locale);
    if (form.localSlugs && input.locale !== "en") localSlug(texts, localSlugSource(form), next.columns.slug);
    if (Object.keys(texts).length) next.content[input.locale] = texts;
    else delete next.content[input.locale];
    await checkColumns(trx, store, next.columns, input.id, Boolean(form.localSlugs));
    if (texts.slug) await checkLocalSlug(trx, store, { locale: input.locale, slug: texts.slug }, input.id);
    let id = input.id;
    let revision: number;
    if (row === null) {
      if (input.publish) await checkPublishable(trx, store, next.columns);
      const inserted = await trx
        .insertInto(store.table as "news_articles")
        .values({ ...tableColumns(store, next.columns), ...(store.scope ? { [store.scope.column]: store.scope.value } : {}), ...contentColumn(store, next), published: input.publish, updated_by: input.editorId } as never)
        .returning(["id", "revision"])
        .executeTakeFirstOrThrow();
      id = inserted.id;
      revision = inserted.revision;
    } else if (input.publish) {
      revision = await publishEditable(trx, changed, store, row, next, { draft: null, editorId: input.editorId });
    } else {
      revision = await writeDraft(trx, store, row, next, input.editorId);
    }
    if (row === null && input.publish) {
      await reindexContentRow(trx, store.table, { id: id! });
      await changed(`content:${store.table}:${id}`);
    }
    // Published now: a pending "Publish at…" holds an older state and would undo this.
    if (input.publish && row !== null) await dropContentSchedule(trx, input.kind, id!, "publish");
    // A draft save of an existing item is an undo step (ADR 056): what was there before is kept for Undo.
    const step = row !== null && !input.publish ? stepBefore(row, before) : undefined;
    await recordContentRevision(trx, { kind: input.kind, itemId: id!, action: input.publish ? "publish" : "save", locale: input.locale, itemRevision: revision, snapshot: next, editorId: input.editorId, before: step });
    return { id: id! };
  }).catch(rethrowSlugTaken);
}

/**
 * An item's editable state as its not-yet-public version: the draft of a published row (visitors
 * keep what they see), the columns themselves of an unpublished one. Answers the new revision.
 */
export async function writeDraft(trx: Transaction<Database>, store: ContentStore, row: Record<string, unknown>, next: Editable, editorId: number | null): Promise<number> {
  const stamp = { revision: sql<number>`revision + 1`, updated_at: sql<Date>`now()`, updated_by: editorId };
  const q = row.published
    ? trx.updateTable(store.table as "news_articles").set({ draft: JSON.stringify(next), ...stamp })
    : trx.updateTable(store.table as "news_articles").set({ ...(tableColumns(store, next.columns) as Record<string, never>), ...contentColumn(store, next), draft: null, ...stamp });
  const written = await q.where("id", "=", Number(row.id)).returning("revision").executeTakeFirstOrThrow();
  return written.revision;
}

/**
 * Publishes an editable state onto a locked row (Publish, a scheduled publish): its columns and
 * texts become what visitors read, `draft` what stays pending (null: none). Old detail addresses
 * answer with 301 after a slug change, search is re-indexed and every instance told at COMMIT.
 */
export async function publishEditable(
  trx: Transaction<Database>,
  changed: (what: string) => Promise<void>,
  store: ContentStore,
  row: Record<string, unknown>,
  next: Editable,
  { draft, editorId }: { draft: Editable | null; editorId: number | null },
): Promise<number> {
  const id = Number(row.id);
  await checkPublishable(trx, store, next.columns);
  const written = await trx
    .updateTable(store.table as "news_articles")
    .set({
      ...(tableColumns(store, next.columns) as Record<string, never>),
      ...contentColumn(store, next),
      draft: draft === null ? null : JSON.stringify(draft),
      published: true,
      revision: sql<number>`revision + 1`,
      updated_at: sql<Date>`now()`,
      updated_by: editorId,
    })
    .where("id", "=", id)
    .returning("revision")
    .executeTakeFirstOrThrow();
  const oldSlug = row.published && typeof row.slug === "string" ? row.slug : undefined;
  if (row.published) await redirectOldDetailUrls(trx, store, { before: row, after: { ...row, ...next.columns, content: next.content }, editorId });
  await reindexContentRow(trx, store.table, { id, oldSlug });
  await changed(`content:${store.table}:${id}`);
  return written.revision;
}

/** Unpublish: visitors no longer see the row (its texts and any draft are kept). */
export async function unpublishContent(db: Db, { kind, id, revision, editorId }: { kind: ContentKindKey; id: number; revision: number; editorId: number }): Promise<void> {
  const store = CONTENT_STORES[kind];
  await changeContent(db, async (trx, changed) => {
    const row = await lockRow(trx, store, id, revision);
    await unpublishRow(trx, changed, store, row, editorId);
    await dropContentSchedule(trx, kind, id, "unpublish");
  });
}

/** Visitors no longer see a locked row (Unpublish, a scheduled unpublish). */
export async function unpublishRow(trx: Transaction<Database>, changed: (what: string) => Promise<void>, store: ContentStore, row: Record<string, unknown>, editorId: number | null): Promise<void> {
  const id = Number(row.id);
  await trx
    .updateTable(store.table as "news_articles")
    .set({ published: false, revision: sql<number>`revision + 1`, updated_at: sql<Date>`now()`, updated_by: editorId })
    .where("id", "=", id)
    .execute();
  await reindexContentRow(trx, store.table, { id });
  if (row.published) await changed(`content:${store.table}:${id}`);
}

/** Delete (after the confirmation): the row and its search documents go. */
export async function deleteContent(db: Db, { kind, id, revision }: { kind: ContentKindKey; id: number; revision: number }): Promise<void> {
  const store = CONTENT_STORES[kind];
  await changeContent(db, async (trx, changed) => {
    const row = await lockRow(trx, store, id, revision);
    const uses = (await store.usesOf?.(trx, id)) ?? [];
    if (uses.length) throw new ContentInUse(uses);
    await trx.deleteFrom(store.table as "news_articles").where("id", "=", id).execute();
    await forgetContentItem(trx, kind, id);
    await reindexContentRow(trx, store.table, { id, oldSlug: typeof row.slug === "string" ? row.slug : undefined });
    if (row.published) await changed(`content:${store.table}:${id}`);
  });
}

/** The editable columns as written to the table: the jsonb ones as JSON text (the driver would send an array as a PostgreSQL array). */
function tableColumns(store: ContentStore, columns: Record<string, unknown>): Record<string, unknown> {
  const written = { ...columns };
  for (const column of store.jsonColumns ?? []) if (written[column] !== undefined && written[column] !== null) written[column] = JSON.stringify(written[column]);
  return written;
}

/** The `content` column's new value; nothing for a table without texts per locale (partners, representatives…). */
function contentColumn(store: ContentStore, next: Editable): { content?: string } {
  return store.noContent ? {} : { content: JSON.stringify(next.content) };
}

/** The row, locked for this transaction, when it is still at the editor's revision. */
export async function lockRow(trx: Transaction<Database>, store: ContentStore, id: number, revision: number | null): Promise<Record<string, unknown>> {
  const row = await lockItemRow(trx, store, id);
  if (!row) throw new ContentGone();
  if (Number(row.revision) !== revision) throw new ContentConflict(Number(row.revision));
  return row;
}

/** The item's row locked for this transaction, whatever its revision (a scheduled job runs on what is there). */
export async function lockItemRow(trx: Transaction<Database>, store: ContentStore, id: number): Promise<Record<string, unknown> | undefined> {
  let q = trx.selectFrom(store.table as "news_articles").selectAll().where("id", "=", id).forUpdate();
  if (store.scope) q = q.where(sql.ref(store.scope.column), "=", store.scope.value);
  return (await q.executeTakeFirst()) as Record<string, unknown> | undefined;
}

/**
 * A translation's slug: the typed one, else made from that locale's title ("until edited", as
 * English; `source` null: made from nothing); none when it is the English slug or the title has no
 * Latin letters (visitors get the English slug there).
 */
function localSlug(texts: Texts, source: string | null, englishSlug: unknown): void {
  const slug = texts.slug ?? (source ? slugFromTitle(texts[source] ?? "") : "");
  if (slug && slug !== englishSlug) texts.slug = slug;
  else delete texts.slug;
}

/** Another item's slug in a locale (published or in its draft): the English column, or that locale's own. */
/** Where `slug` is taken: on published rows (served by the slug indexes) and in pending drafts. */
function slugIn(locale: Locale | "any", slug: string) {
  const locales = locale === "any" ? LOCALES.filter((l) => l !== "en") : locale === "en" ? [] : [locale];
  return {
    published: sql.join([sql`slug = ${slug}`, ...locales.map((l) => sql`content -> ${sql.lit(l)} ->> 'slug' = ${slug}`)], sql` or `),
    draft: sql.join([sql`draft -> 'columns' ->> 'slug' = ${slug}`, ...locales.map((l) => sql`draft -> 'content' -> ${sql.lit(l)} ->> 'slug' = ${slug}`)], sql` or `),
  };
}

/**
 * Relations and slug uniqueness (among published rows and other items' drafts). The English slug
 * is every locale's fallback: it may not be another item's slug in any locale.
 */
export async function checkColumns(trx: Transaction<Database>, store: ContentStore, columns: Record<string, unknown>, id: number | null, localSlugs: boolean): Promise<void> {
  const errors = (await store.checkRelations?.(trx, columns)) ?? {};
  for (const { relation, target } of await chosenItems(trx, store, columns)) if (!target) errors[relation.field] = [validationMessage("relationMissing")];
  if (typeof columns.slug === "string" && (await slugTaken(trx, store, slugIn(localSlugs ? "any" : "en", columns.slug), id))) {
    errors.slug = [validationMessage("contentSlugTaken")];
  }
  if (Object.keys(errors).length) throw new ContentRejected(errors);
}

/**
 * The content items `columns` choose (store.relations), each with its row (null: not there, or a
 * required choice left empty): whether visitors see it and its title as the content admin lists it.
 */
async function chosenItems(trx: Transaction<Database>, store: ContentStore, columns: Record<string, unknown>) {
  const chosen: { relation: ContentRelation; target: { published: boolean; title: string } | null }[] = [];
  for (const relation of store.relations ?? []) {
    const id = columns[relation.column];
    if (typeof id !== "number") {
      if (relation.required) chosen.push({ relation, target: null });
      continue;
    }
    const targetStore = CONTENT_STORES[relation.kind];
    let q = table(trx, targetStore)
      .select([sql<boolean>`published`.as("published"), titleSql(relation.kind).as("title")])
      .where("id", "=", id);
    if (targetStore.scope) q = q.where(sql.ref(targetStore.scope.column), "=", targetStore.scope.value);
    const target = await q.executeTakeFirst();
    chosen.push({ relation, target: target ? { published: Boolean(target.published), title: String(target.title) } : null });
  }
  return chosen;
}

/**
 * Publishing (Publish, a scheduled publish, a review's Approve and publish: all through
 * publishEditable, and Publish of a new item): every item the state chooses must be there and
 * published, else visitors would follow a reference to nothing (ADR 066). A draft may choose a draft.
 */
export async function checkPublishable(trx: Transaction<Database>, store: ContentStore, columns: Record<string, unknown>): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const { relation, target } of await chosenItems(trx, store, columns)) {
    if (!target) errors[relation.field] = [validationMessage("relationMissing")];
    else if (!target.published) errors[relation.field] = [validationMessage("relationUnpublished", { name: target.title })];
  }
  if (Object.keys(errors).length) throw new ContentRejected(errors);
}

/** A translation's slug: not another item's in that locale, nor another item's English slug (the fallback there). */
export async function checkLocalSlug(trx: Transaction<Database>, store: ContentStore, { locale, slug }: { locale: Locale; slug: string }, id: number | null): Promise<void> {
  if (await slugTaken(trx, store, slugIn(locale, slug), id)) throw new ContentRejected({ slug: [validationMessage("contentSlugTaken")] });
}

async function slugTaken(trx: Transaction<Database>, store: ContentStore, condition: ReturnType<typeof slugIn>, id: number | null): Promise<boolean> {
  const takenWhere = (where: RawBuilder<boolean>) =>
    trx
      .selectFrom(store.table as "news_articles")
      .select("id")
      .where(where)
      .$if(id !== null, (q) => q.where("id", "<>", id!))
      .limit(1)
      .executeTakeFirst();
  // Two queries, not one OR: the published side is answered by the slug indexes and the drafts by
  // their partial index (migration 2026-12-03-001); one OR of both read every row's texts (92 ms for
  // 4,600 events at 100× the content).
  return Boolean((await takenWhere(sql<boolean>`(${condition.published})`)) ?? (await takenWhere(sql<boolean>`draft is not null and (${condition.draft})`)));
}

/** Two editors choosing the same slug at once: the unique index refuses the second one. */
function rethrowSlugTaken(error: unknown): never {
  if ((error as { code?: string }).code === "23505" && /slug/.test(String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message))) {
    throw new ContentRejected({ slug: [validationMessage("contentSlugTaken")] });
  }
  throw error;
}

/**
 * Publishes the item as it is now (its draft, or an unpublished row's columns), checked against
 * the revision the reviewer read: a review's Approve and publish (issue 45). As Publish does, it
 * drops a pending "Publish at…" and records the publication in the item's history.
 */
export async function publishContentNow(db: Db, { kind, id, revision, editorId }: { kind: ContentKindKey; id: number; revision: number; editorId: number }): Promise<void> {
  const store = CONTENT_STORES[kind];
  await changeContent(db, async (trx, changed) => {
    const row = await lockRow(trx, store, id, revision);
    const next = editableOf(store, row);
    const written = await publishEditable(trx, changed, store, row, next, { draft: null, editorId });
    await dropContentSchedule(trx, kind, id, "publish");
    await recordContentRevision(trx, { kind, itemId: id, action: "publish", locale: null, itemRevision: written, snapshot: next, editorId });
  });
}
