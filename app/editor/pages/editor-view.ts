import type { SubmissionResult } from "@conform-to/react";
import type { ModuleEditorConfig } from "~/modules/editor-types";
import type { EditMode } from "./edit-mode";
import type { PickerState } from "../pickers/picker-params";
import type { PageHistory } from "~/cms/page-history";
import type { EnglishBeside, RevisionDiff } from "~/cms/revision-diff";
import type { ScheduleAction } from "~/cms/schedule-action";
import type { PreviewLinkView } from "~/cms/preview-link";
import type { TranslationStatus } from "~/cms/translation-status";

/** What the page loader hands the page editor (client-safe types only). */
export type EditorModuleInfo = {
  id: string;
  type: string;
  displayName: string;
  lowerToolbar: boolean;
  renders: boolean;
  /** The stored data no longer matches the type's schema (old or hand-edited rows). */
  invalid: boolean;
};

/** A module type the picker offers: its name, one line on what it is for, and its type. */
export type ModuleChoice = { type: string; displayName: string; description: string };

export type ModalView = {
  isNew: boolean;
  type: string;
  displayName: string;
  moduleId: string | null;
  position: number | null;
  config: ModuleEditorConfig;
  defaultValue: Record<string, unknown>;
  /** Errors of the stored data by form field name, shown when the dialog opens (SPEC §8 joined display). */
  storedErrors?: Record<string, string[]>;
  /** Office locations, loaded when the module has a locations field (works without JavaScript). */
  locations?: { id: number; name: string }[];
  /** Fingerprint of the module as the editor read it (new modules: none); a save names it. */
  baseHash: string | null;
  /** Layout is shared by all locales and changed in English only (SPEC §4.1). */
  layoutReadOnly: boolean;
  /** The open server-rendered picker, when the dialog URL names one (works without JavaScript). */
  picker?: PickerView;
  /** Names of the chosen multi/single-select rows: source → id → name. */
  selectionTitles?: Record<string, Record<string, string>>;
  /** The form posts multipart: an image field takes an upload without JavaScript. */
  uploads?: boolean;
  /** Set after a save collided with another editor's save of this module. */
  conflict?: { theirs: ConflictField[]; by: string | null };
  /**
   * Outside English (issue 25): each text field's current English (by form field name), and what
   * changed in English since this locale's translation was saved.
   */
  english?: Record<string, EnglishBeside>;
};

/** One row of a server-rendered picker: the id it posts, what it shows, a thumbnail for images. */
export type PickerRow = { id: string; label: string; imageUrl?: string };

/** The server-rendered picker open in the dialog (ADR 024): a page of rows for one field. */
export type PickerView = {
  /** The field's conform name, e.g. `data.items[0].product`. */
  field: string;
  multiple: boolean;
  /** An optional single choice offers "None". */
  optional: boolean;
  page: number;
  pages: number;
  q: string;
  rows: PickerRow[];
};

/** One field where another editor's saved value differs from the typed one: conform name and value. */
export type ConflictField = { name: string; value: string };

export type EditorView = {
  pageId: number;
  version: number;
  mode: EditMode;
  /** Only English may add, remove and reorder modules (SPEC §4.1). */
  canStructure: boolean;
  modules: EditorModuleInfo[];
  sidebar: { position: number; search: string; choices: ModuleChoice[]; quick: ModuleChoice[] } | null;
  modal: ModalView | null;
  /** Set when show_modal named a type or module that does not exist. */
  modalError: string | null;
  confirmRemove: EditorModuleInfo | null;
  /** The history dialog's page of published versions (show_history=true), loaded by the page loader. */
  history: PageHistory | null;
  /** The history dialog's comparison (show_history=true&compare=<revision>[&with=<revision>]), loaded by the page loader. */
  diff: RevisionDiff | null;
  /** The open "Publish at…" / "Unpublish at…" dialog (show_schedule=publish|unpublish). */
  schedule: { action: ScheduleAction; zones: string[] } | null;
  /** The Copy to page… / Move to page… dialog: the module and the pages to choose from (loaded by the page loader). */
  copy: { module: EditorModuleInfo; move: boolean; choices: { id: number; label: string }[] } | null;
  /** Translation state per module and the page summary (issue 25), loaded by the page loader. */
  translations: TranslationStatus | null;
  /** The Share preview dialog's links (show_previews=true), loaded by the page loader. */
  previews: PreviewLinkView[] | null;
  /** The page settings dialog's values in this locale (show_settings=true), loaded by the page loader. */
  settings: PageSettingsView | null;
};

/** What the page settings dialog shows and edits (issue 22). */
export type PageSettingsView = {
  title: string;
  slug: string;
  description: string;
  noindex: boolean;
  /** The home page keeps its address: no slug field. */
  isHome: boolean;
  /** The public address of the parent in this locale, shown before the slug ("/de/produkte/"). */
  parentHref: string;
  /** The image the page is shared with in this locale (og:image), from the media library. */
  socialImage: { id: number; url: string; name: string; width: number | null; height: number | null } | null;
};

/**
 * A page action's answer when something went wrong, handed to the page it returns to (a session
 * flash): the module form's typed values and errors, a conflict, or a message key.
 */
export type EditorActionResult =
  | {
      kind: "module";
      moduleId: string | null;
      baseHash: string | null;
      result: SubmissionResult<string[]>;
      /** Set by a picker's post (not a save): the picker to show (ADR 024), or null to close it. */
      picker?: PickerState | null;
    }
  | { kind: "conflict"; moduleId: string; baseHash: string; theirs: ConflictField[]; by: string | null; result: SubmissionResult<string[]> }
  | { kind: "settings"; result: SubmissionResult<string[]> }
  /** "Publish at…" / "Unpublish at…" refused a time or zone: back to its dialog. */
  | { kind: "schedule"; result: SubmissionResult<string[]> }
  | { kind: "error"; message: string; params?: Record<string, string> };
