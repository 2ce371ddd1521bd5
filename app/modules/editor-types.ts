/**
 * The shape of a module's editor.ts (DESIGN.md §4): plain data, no imports from app/editor/,
 * so that visitor bundles never pull editor code in.
 */
export type EditorFieldKind =
  | "text"
  | "textarea"
  /** A date (`YYYY-MM-DD`) or a date and time to the minute (UTC), as the content admin uses them. */
  | "date"
  | "datetime"
  | "richText"
  | "number"
  | "select"
  | "checkbox"
  | "image"
  | "vector"
  | "link"
  | "file"
  | "document"
  | "video"
  | "page"
  | "form"
  | "list"
  /** Several rows of a fetch* picker (webinars, categories): a row click toggles membership. */
  | "multiSelect"
  /** One row of a fetch* picker (products, series, employee stories). */
  | "singleSelect"
  /** Office locations: all selected at start; "All" toggles all or none. */
  | "locations";

export type EditorField = {
  name: string;
  label: string;
  kind: EditorFieldKind;
  /**
   * required, maxLength, maxItems and minItems are read from the module's schema (field-limits.ts);
   * an editor.ts states `required`/`minItems` only for a rule the schema checks across fields.
   */
  required?: boolean;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** For kind "list": the item form's name (SPEC §2.7) and its fields. */
  item?: { form: string; fields: readonly EditorField[] };
  /** For multiSelect/singleSelect: the SPEC §7 fetch call, e.g. "fetchWebinars". */
  source?: string;
  maxItems?: number;
  minItems?: number;
  /** For kind "number": the input's step ("any" takes decimals such as a latitude; default 1). */
  step?: number | "any";
};

export type EditorGroup = {
  id: string;
  label: string;
  fields: readonly EditorField[];
  /** The group appears only when the named field equals the value (SPEC §4.2). */
  showWhen?: { field: string; equals: string };
};

export type ModuleEditorConfig = {
  displayName: string;
  /** Dropdown shortcut label (SPEC §2.5), when the type is one of the six quick entries. */
  quickEntry?: string;
  /** Hero-like modules put their hover toolbar lower (SPEC §2.6). */
  lowerToolbar?: boolean;
  defaults: Record<string, unknown>;
  groups: readonly EditorGroup[];
};
