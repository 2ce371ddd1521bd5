import type { SubmissionResult } from "@conform-to/react";
import type { ModuleEditorConfig } from "~/modules/editor-types";
import type { EditMode } from "./edit-mode";

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

export type ModuleChoice = { type: string; displayName: string };

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
};

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
};

/** The page action's answer when something went wrong (the page re-renders with it). */
export type EditorActionResult =
  | { kind: "module"; result: SubmissionResult<string[]> }
  | { kind: "error"; message: string };
