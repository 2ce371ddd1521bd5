import { timeZones } from "../shell/schedule-schema";
import { resources } from "~/i18n/resources";
import type { EditorField, ModuleEditorConfig } from "~/modules/editor-types";
import { moduleEditors } from "~/modules/registry";
import { isModuleType } from "~/modules/types";
import type { StoredModule } from "~/modules/prepare.server";
import { headingSchema, layoutSchema } from "~/modules/common-schema";
import { moduleSchemas } from "~/modules/schemas.generated";
import type { EditMode } from "./edit-mode";
import { moduleContentHash } from "~/cms/module-content-hash.server";
import type { EditorActionResult, EditorModuleInfo, EditorView, ModalView, ModuleChoice } from "./editor-view";
import { toEditorLayout } from "./layout-values";
import { editorErrorMap } from "./module-form-schema";

/** The six quick entries of the add-module dropdown (SPEC §2.5), in order. */
const QUICK_ENTRIES = ["Images 1&2", "Text editor", "Cards / CTA", "Product table man.", "Links: int,ext,downl.", "Video"];

type ModuleNames = Partial<Record<string, string>>;

/**
 * A module type's name in the editor's locale (`moduleNames` in locales/<locale>/editor.json); the
 * English names are SPEC's, as in each editor.ts.
 */
function displayName(type: string, locale: string): string {
  return moduleTexts(locale)?.moduleNames?.[type] ?? (isModuleType(type) ? moduleEditors[type].displayName : type);
}

function moduleTexts(locale: string) {
  return (resources as Partial<Record<string, { editor: { moduleNames?: ModuleNames; moduleDescriptions?: ModuleNames } }>>)[locale]?.editor;
}

/** A module type as the picker offers it: its name (SPEC's in English) and what it is for, in one line (issue 47 item 7). */
function choiceOf(type: string, locale: string): ModuleChoice {
  return { type, displayName: displayName(type, locale), description: moduleTexts(locale)?.moduleDescriptions?.[type] ?? "" };
}

/** Module types an editor can add, by name in the locale: every built type except SECONDARY_HEADER (SPEC §2.5); the search reads names, descriptions and types. */
export function moduleChoices(search = "", locale = "en"): ModuleChoice[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  const found = (text: string) => text.toLocaleLowerCase(locale).includes(needle);
  return Object.keys(moduleEditors)
    .filter((type) => type !== "SECONDARY_HEADER")
    .map((type) => choiceOf(type, locale))
    .filter((c) => !needle || found(c.displayName) || found(c.description) || c.type.toLowerCase().includes(needle))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, locale));
}

function quickChoices(locale: string): ModuleChoice[] {
  const all = moduleChoices("", locale);
  return QUICK_ENTRIES.flatMap((label) => {
    const found = Object.entries(moduleEditors).find(([, c]) => "quickEntry" in c && c.quickEntry === label);
    return found ? [choiceOf(found[0], locale)] : [];
  }).filter((q) => all.some((c) => c.type === q.type));
}

export function buildEditorView(args: {
  pageId: number;
  version: number;
  mode: EditMode;
  locale: string;
  modules: StoredModule[];
  /** What the last page action handed back (its typed values, a conflict), if any. */
  result?: EditorActionResult | null;
  /** The account may add, remove and move modules (issue 43); only ever in English (SPEC §4.1). */
  structure?: boolean;
}): EditorView {
  const { mode, modules } = args;
  const canStructure = args.locale === "en" && args.structure !== false;
  const infos: EditorModuleInfo[] = modules.map((m) => ({
    id: m.id,
    type: m.type,
    displayName: displayName(m.type, args.locale),
    lowerToolbar: isModuleType(m.type) && Boolean((moduleEditors[m.type] as { lowerToolbar?: boolean }).lowerToolbar),
    renders: isModuleType(m.type),
    invalid: storedDataErrors(m) !== null,
  }));
  const view: EditorView = {
    pageId: args.pageId,
    version: args.version,
    mode,
    canStructure,
    modules: infos,
    sidebar: null,
    modal: null,
    modalError: null,
    confirmRemove: null,
    history: null,
    diff: null,
    schedule: mode.kind === "schedule" ? { action: mode.action, zones: timeZones() } : null,
    previews: null,
    translations: null,
    copy: null,
    settings: null,
  };
  if ((mode.kind === "sidebar" || mode.kind === "newModule" || mode.kind === "confirmRemove") && !canStructure) {
    // Refused when opened, not after the editor filled the form (SPEC §4.1).
    view.modalError = "module.onlyEnglishAdd";
  } else if (mode.kind === "sidebar") {
    view.sidebar = { position: mode.position, search: mode.search, choices: moduleChoices(mode.search, args.locale), quick: quickChoices(args.locale) };
  } else if (mode.kind === "newModule") {
    if (!isModuleType(mode.moduleType)) view.modalError = `unknownType:${mode.moduleType}`;
    else {
      const config = moduleEditors[mode.moduleType];
      view.modal = {
        isNew: true,
        type: mode.moduleType,
        displayName: displayName(mode.moduleType, args.locale),
        moduleId: null,
        position: mode.position,
        config,
        defaultValue: { data: config.defaults, heading: {}, layout: toEditorLayout(layoutSchema.parse({})) },
        baseHash: null,
        layoutReadOnly: false,
      };
    }
  } else if (mode.kind === "editModule") {
    const stored = modules.find((m) => m.id === mode.moduleId);
    if (!stored) view.modalError = "unknownModule";
    else if (!isModuleType(stored.type)) view.modalError = `unknownType:${stored.type}`;
    else {
      const config = moduleEditors[stored.type];
      const { heading, ...data } = (stored.data ?? {}) as Record<string, unknown>;
      const storedErrors = storedDataErrors(stored);
      view.modal = {
        isNew: false,
        type: stored.type,
        displayName: displayName(stored.type, args.locale),
        moduleId: stored.id,
        position: null,
        config,
        defaultValue: {
          data: { ...config.defaults, ...data },
          heading: headingSchema.safeParse(heading).data ?? {},
          layout: toEditorLayout(layoutSchema.parse(stored.layout ?? {})),
        },
        ...(storedErrors ? { storedErrors } : {}),
        baseHash: moduleContentHash({ layout: (stored.layout ?? {}) as Record<string, unknown>, data: (stored.data ?? {}) as Record<string, unknown> }),
        layoutReadOnly: !canStructure,
      };
    }
  } else if (mode.kind === "copyModule" && !canStructure) {
    view.modalError = "module.onlyEnglishMove";
  } else if (mode.kind === "confirmRemove") {
    view.confirmRemove = infos.find((m) => m.id === mode.moduleId) ?? null;
  }
  if (view.modal && args.result) applyResult(view.modal, args.result);
  return view;
}

/**
 * The form comes back after a failed save with what the editor had read, not what is stored now:
 * its fingerprint stays the one they started from, so a second Save cannot overwrite a change
 * they have not seen. After a conflict it is the other editor's, which "keep mine" then names.
 */
function applyResult(modal: ModalView, result: EditorActionResult): void {
  if (result.kind === "error" || result.kind === "settings" || result.kind === "schedule" || result.moduleId !== modal.moduleId) return;
  if (result.baseHash !== null) modal.baseHash = result.baseHash;
  if (result.kind === "conflict") modal.conflict = { theirs: result.theirs, by: result.by };
}

/** Whether a module form has a field of this kind anywhere (list items included). */
export function usesFieldKind(config: ModuleEditorConfig, kind: EditorField["kind"]): boolean {
  const walk = (fields: readonly EditorField[]): boolean =>
    fields.some((f) => f.kind === kind || (f.item ? walk(f.item.fields) : false));
  return config.groups.some((g) => walk(g.fields));
}

/** Conform's field name for a zod issue path under `data`: `data.cards[0].title`. */
export function formFieldName(path: readonly (string | number)[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : `${name}.${key}`), "data");
}

/**
 * Checks a stored module against its type's schema. Null when valid (or not a built type);
 * otherwise the messages by form field name, so the dialog opens showing what to fix.
 */
export function storedDataErrors(stored: StoredModule): Record<string, string[]> | null {
  if (!isModuleType(stored.type)) return null;
  const { heading: _heading, ...data } = (stored.data ?? {}) as Record<string, unknown>;
  const parsed = moduleSchemas[stored.type].schema.safeParse(data, { errorMap: editorErrorMap });
  if (parsed.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[formFieldName(issue.path)] ??= []).push(issue.message);
  return errors;
}
