/** The difference between two revisions of a page (issue 25); client-safe. */

/** A piece of a word-level text diff: kept, added or removed words. */
export type DiffSegment = { value: string; added?: boolean; removed?: boolean };

/** One field of one locale that differs: words for text, addresses for images, values otherwise. */
export type FieldDiff = {
  locale: string;
  /** Where in the module's content, e.g. `items[1].title`. */
  path: string;
} & (
  | { kind: "text"; segments: DiffSegment[] }
  /** Rich text as readers see it, with `<ins>` / `<del>` marks (sanitized on the server). */
  | { kind: "richText"; html: string }
  | { kind: "image"; before: string | null; after: string | null } | { kind: "value"; before: string; after: string });

export type ModuleDiff = {
  id: string;
  type: string;
  change: "added" | "removed" | "moved" | "changed";
  /** Positions (1-based) before and after, when it was there. */
  before: number | null;
  after: number | null;
  fields: FieldDiff[];
};

/** A translator's view of one English text (issue 25): as it is now, and what changed since the translation. */
export type EnglishBeside = { text: string; changed: DiffSegment[] | null };

export type RevisionDiff = {
  /** What is compared: a published version number, or the draft. */
  from: { revisionId: number; version: number };
  to: { revisionId: number; version: number; draft: boolean };
  modules: ModuleDiff[];
};
