import type { AdditionalButton, FieldDefinition, FieldType } from "~/forms/form-definition";
import { randomId } from "../../../shared/random-id";
import { duplicateField, newField } from "./field-factory";

// The form builder's state (SPEC §4.4) as one reducer, so every change — by drag or by button —
// goes through the same tested steps.

export type BuilderTab = "elements" | "properties" | "settings";
export type FormSettings = { title: string; destination: string; actionUrl: string; successUrl: string };
export type Option = { optionLabel: string; optionValue: string };

export type BuilderState = FormSettings & {
  /** The stored form's id; undefined until the first save. */
  id?: number;
  fields: FieldDefinition[];
  additionalButtons: AdditionalButton[];
  selectedId: string | null;
  tab: BuilderTab;
  /** A new element being dragged from the palette, not yet dropped. */
  dragging: FieldType | null;
  /** Changed since the last save. */
  dirty: boolean;
};

export type BuilderAction =
  | { type: "add"; fieldType: FieldType; index?: number; id?: string }
  | { type: "dragNew"; fieldType: FieldType }
  /** The palette element was let go: added at `index` when inside the drop area, else dropped (removed). */
  | { type: "dropNew"; index: number; inside: boolean; id?: string }
  | { type: "move"; from: number; to: number }
  | { type: "duplicate"; id: string; newId?: string }
  | { type: "remove"; id: string }
  | { type: "select"; id: string }
  | { type: "tab"; tab: BuilderTab }
  | { type: "updateField"; id: string; patch: Partial<Omit<FieldDefinition, "id" | "fieldType">> }
  | { type: "addOption"; id: string }
  | { type: "updateOption"; id: string; index: number; patch: Partial<Option> }
  | { type: "removeOption"; id: string; index: number }
  | { type: "moveOption"; id: string; from: number; to: number }
  | { type: "setting"; key: keyof FormSettings; value: string }
  | { type: "addButton"; id?: string }
  | { type: "updateButton"; id: string; patch: Partial<Omit<AdditionalButton, "id">> }
  | { type: "removeButton"; id: string }
  | { type: "saved"; id: number };

export function initialBuilderState(form?: Partial<FormSettings> & { id?: number; fields?: FieldDefinition[]; additionalButtons?: AdditionalButton[] }): BuilderState {
  return {
    id: form?.id,
    title: form?.title ?? "",
    destination: form?.destination ?? "",
    actionUrl: form?.actionUrl ?? "",
    successUrl: form?.successUrl ?? "",
    fields: form?.fields ?? [],
    additionalButtons: form?.additionalButtons ?? [],
    selectedId: null,
    tab: "elements",
    dragging: null,
    dirty: false,
  };
}

/** Moves one entry of a list; out-of-range indexes leave it as it is. */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

const names = (fields: FieldDefinition[]) => fields.map((f) => f.name);

function insertNew(state: BuilderState, fieldType: FieldType, index: number | undefined, id: string | undefined): BuilderState {
  const field = newField(fieldType, names(state.fields), id);
  const at = index === undefined ? state.fields.length : Math.max(0, Math.min(index, state.fields.length));
  const fields = [...state.fields];
  fields.splice(at, 0, field);
  return { ...state, fields, dragging: null, dirty: true };
}

function mapField(state: BuilderState, id: string, change: (field: FieldDefinition) => FieldDefinition): BuilderState {
  return { ...state, fields: state.fields.map((f) => (f.id === id ? change(f) : f)), dirty: true };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "add":
      return insertNew(state, action.fieldType, action.index, action.id);
    case "dragNew":
      return { ...state, dragging: action.fieldType };
    case "dropNew":
      if (!state.dragging) return state;
      return action.inside ? insertNew(state, state.dragging, action.index, action.id) : { ...state, dragging: null };
    case "move": {
      const fields = moveItem(state.fields, action.from, action.to);
      return fields === state.fields ? state : { ...state, fields, dirty: true };
    }
    case "duplicate": {
      const index = state.fields.findIndex((f) => f.id === action.id);
      if (index < 0) return state;
      const fields = [...state.fields];
      fields.splice(index + 1, 0, duplicateField(state.fields[index], names(state.fields), action.newId));
      return { ...state, fields, dirty: true };
    }
    case "remove": {
      if (!state.fields.some((f) => f.id === action.id)) return state;
      const selectedGone = state.selectedId === action.id;
      return {
        ...state,
        fields: state.fields.filter((f) => f.id !== action.id),
        selectedId: selectedGone ? null : state.selectedId,
        tab: selectedGone && state.tab === "properties" ? "elements" : state.tab,
        dirty: true,
      };
    }
    case "select":
      return state.fields.some((f) => f.id === action.id) ? { ...state, selectedId: action.id, tab: "properties" } : state;
    case "tab":
      // The Properties tab is disabled while nothing is selected (SPEC §4.4).
      return action.tab === "properties" && !state.selectedId ? state : { ...state, tab: action.tab };
    case "updateField":
      return mapField(state, action.id, (f) => ({ ...f, ...action.patch }));
    case "addOption":
      return mapField(state, action.id, (f) => {
        const options = f.options ?? [];
        const label = `Option ${options.length + 1}`;
        return { ...f, options: [...options, { optionLabel: label, optionValue: label }] };
      });
    case "updateOption":
      return mapField(state, action.id, (f) => ({
        ...f,
        options: (f.options ?? []).map((o, i) => (i === action.index ? { ...o, ...action.patch } : o)),
      }));
    case "removeOption":
      return mapField(state, action.id, (f) => ({ ...f, options: (f.options ?? []).filter((_, i) => i !== action.index) }));
    case "moveOption":
      return mapField(state, action.id, (f) => ({ ...f, options: moveItem(f.options ?? [], action.from, action.to) }));
    case "setting":
      return { ...state, [action.key]: action.value, dirty: true };
    case "addButton":
      return { ...state, additionalButtons: [...state.additionalButtons, { id: action.id ?? randomId(), label: "", action: "" }], dirty: true };
    case "updateButton":
      return {
        ...state,
        additionalButtons: state.additionalButtons.map((b) => (b.id === action.id ? { ...b, ...action.patch } : b)),
        dirty: true,
      };
    case "removeButton":
      return { ...state, additionalButtons: state.additionalButtons.filter((b) => b.id !== action.id), dirty: true };
    case "saved":
      return { ...state, id: action.id, dirty: false };
  }
}

/** The createForm / updateForm payload (SPEC §7) of the current state. */
export function savePayload(state: BuilderState) {
  return {
    ...(state.id ? { id: state.id } : {}),
    title: state.title,
    content: state.fields,
    destination: state.destination,
    actionUrl: state.actionUrl,
    successUrl: state.successUrl,
    additionalButtons: state.additionalButtons,
  };
}
