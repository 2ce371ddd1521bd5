import type { RawBuilder, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { Locale } from "~/i18n/locales";
import type { ContentKindKey } from "./content-kind";

/** The tables the content admin writes (migration 2026-11-30-001 gave them their admin columns). */
export type AdminTable = "news_articles" | "jobs" | "downloads" | "events" | "products" | "series" | "product_categories" | "inventory_items" | "blog_posts" | "employee_stories" | "team_members" | "faq_items" | "channel_partners" | "representatives" | "office_locations";

type Values = Record<string, unknown>;

/** Something that uses a content row: what it is and its name. */
export type ContentUse = { kind: "download" | "inventory" | "product" | "productTable" | "productSlider" | "storyTeaser" | "cvModule" | "officeMap" | "contactLocations" | "companyLocation"; name: string };
type Columns = Record<string, unknown>;

/**
 * A field choosing another content item (a download's product): saving checks the item exists
 * (a draft may choose a draft, ADR 066); publishing checks visitors see it.
 */
export type ContentRelation = { field: string; column: string; kind: ContentKindKey; required?: boolean };

/**
 * Where a kind's rows are stored and how the form's English structure values map onto columns
 * (server-only; the form itself is in content-kinds.ts). Translated texts are not columns: they
 * live in `content` under their locale, the form's field names as keys.
 */
export type ContentStore = {
  table: AdminTable;
  /** Rows of this kind in a shared table (news and career news share news_articles). */
  scope?: { column: "news_type"; value: string };
  /** The editable columns besides `content` (the draft holds them, Publish copies them). */
  columns: readonly string[];
  /**
   * The jsonb columns among `columns`: objects or arrays in `toColumns`, `toForm` and the draft
   * (kept there as JSON values); turned into JSON text only where they are written to the table.
   */
  jsonColumns?: readonly string[];
  /** The column the list sorts "by date" on. */
  dateColumn: string;
  /** A published row dated in the future by this column is Scheduled (visitors see it from then). */
  scheduleColumn?: string;
  /** The table has no `content` column: every field is structure (the kind's form translates nothing). */
  noContent?: boolean;
  /** Form field → key in `content.<locale>` where they differ. */
  textKeys?: Record<string, string>;
  toForm(columns: Columns): Values;
  toColumns(values: Values): Columns;
  /** The visitor address of a row (its columns) in a locale, or null when it has no page of its own. */
  viewHref(row: Columns, locale: Locale): string | null;
  /** The list title where the English title is not a text of `content` (a product's display name column). */
  titleSql?: RawBuilder<string>;
  /** What uses the row (named for the editor): Delete is refused while anything does. */
  usesOf?(trx: Transaction<Database>, id: number): Promise<ContentUse[]>;
  /** The fields that choose other content items (checked by checkColumns and, on publish, by publishEditable). */
  relations?: readonly ContentRelation[];
  /** Field errors for files and other relations that do not hold (checked in the saving transaction). */
  checkRelations?(trx: Transaction<Database>, columns: Columns): Promise<Record<string, string[]>>;
};
