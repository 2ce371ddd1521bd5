import { useField } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";
import { PickerPanel, type PickerItem } from "./picker-panel";
import { ServerPicker, ServerPickerButton, useOpenPicker, useSelectionTitle } from "./server-picker";
import { useLabel } from "./use-label";

/** Row ids are numbers, except story groups and categories, whose ids are their names. */
type Row = { id: number | string; title: string };

const idOf = (value: unknown): number | string => (typeof value === "number" || /^\d+$/.test(String(value)) ? Number(value) : String(value));

/**
 * multiSelect (webinars, categories) and singleSelect (products, series, employee stories).
 * The chosen rows are hidden inputs, so the form posts them like any field. With JavaScript the
 * picker lists rows from the fetch call; without, "Choose…" opens the server-rendered picker.
 */
export function SelectionField({ field, name }: { field: EditorField; name: string }) {
  const { t } = useTranslation("editor");
  const label = useLabel();
  const [meta] = useField<unknown>(name);
  const multiple = field.kind === "multiSelect";
  const initial = meta.initialValue;
  const titleOf = useSelectionTitle(field.source);
  const serverPicker = useOpenPicker(meta.name);
  const [selected, setSelected] = useState<Row[]>(() => toRows(initial, multiple).map((row) => ({ ...row, title: titleOf(row.id) ?? row.title })));
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const errorId = `${meta.id}-error`;
  // A required singleSelect reports the missing row on its `.id`: show that here too.
  const errors = [...new Set([...(meta.errors ?? []), ...Object.values(meta.allErrors ?? {}).flat()])];

  const toggle = (item: PickerItem) => {
    const row = { id: item.id, title: item.title ?? item.display ?? String(item.id) };
    if (!multiple) {
      setSelected([row]);
      setOpen(false);
      return;
    }
    setSelected((rows) => (rows.some((r) => r.id === row.id) ? rows.filter((r) => r.id !== row.id) : [...rows, row]));
  };

  return (
    <fieldset className="field field--selection" aria-describedby={errors.length ? errorId : undefined}>
      <legend className="field__label">{label(field.label)}</legend>
      {selected.length === 0 && !serverPicker ? <p className="field__empty">{t("list.empty")}</p> : null}
      {serverPicker ? (
        <ServerPicker
          view={serverPicker}
          inputName={multiple ? meta.name : `${meta.name}.id`}
          chosen={selected.map((row) => String(row.id))}
          chosenLabel={(id) => selected.find((row) => String(row.id) === id)?.title ?? id}
        />
      ) : (
        <ul className="selection__chosen">
          {selected.map((row, index) => (
            <li key={row.id}>
              {multiple ? (
                <input type="hidden" name={`${meta.name}[${index}]`} value={row.id} />
              ) : (
                <>
                  <input type="hidden" name={`${meta.name}.id`} value={row.id} />
                  <input type="hidden" name={`${meta.name}.title`} value={row.title} />
                </>
              )}
              <span>{row.title}</span> <small>#{row.id}</small>{" "}
              {hydrated ? (
                <button type="button" className="button button--small button--secondary" onClick={() => setSelected(selected.filter((r) => r.id !== row.id))}>
                  {t("list.remove")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!hydrated && field.source && !serverPicker ? <ServerPickerButton name={meta.name} /> : null}
      {hydrated && field.source ? (
        <button type="button" className="button button--small button--secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t("picker.choose")}
        </button>
      ) : null}
      {open && field.source ? <PickerPanel fetchName={field.source} onPick={toggle} isSelected={(id) => selected.some((r) => r.id === id)} /> : null}
      <FieldErrors id={errorId} errors={errors.length ? errors : undefined} />
    </fieldset>
  );
}

function toRows(value: unknown, multiple: boolean): Row[] {
  if (multiple) {
    // One posted id comes back as a single value, not a list.
    const values = value === undefined || value === null || value === "" ? [] : [value].flat();
    return values.map((v) => ({ id: idOf(typeof v === "object" && v ? (v as Row).id : v), title: String(typeof v === "object" && v ? (v as Row).title ?? (v as Row).id : v) }));
  }
  if (value && typeof value === "object" && "id" in value) {
    const v = value as { id: unknown; title?: unknown };
    return [{ id: idOf(v.id), title: String(v.title ?? v.id) }];
  }
  return [];
}
