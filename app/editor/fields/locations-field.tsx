import { useField } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";
import { useLabel } from "./use-label";

export type LocationOption = { id: number; name: string };

/**
 * SPEC §4.2 map locations selector: every location selected at start, "All" toggles all or
 * none, a row click toggles one. Plain checkboxes: works without JavaScript ("All" needs it).
 */
export function LocationsField({ field, name, options }: { field: EditorField; name: string; options: LocationOption[] }) {
  const { t } = useTranslation("editor");
  const label = useLabel();
  const [meta] = useField<number[]>(name);
  const initial = meta.initialValue;
  const [selected, setSelected] = useState<Set<number>>(
    () => new Set(Array.isArray(initial) ? initial.map(Number) : options.map((o) => o.id)),
  );
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const all = options.length > 0 && options.every((o) => selected.has(o.id));
  const errorId = `${meta.id}-error`;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <fieldset className="field field--locations" aria-describedby={meta.errors ? errorId : undefined}>
      <legend className="field__label">{label(field.label)}</legend>
      {hydrated ? (
        <label className="locations__all">
          <input type="checkbox" checked={all} onChange={() => setSelected(all ? new Set() : new Set(options.map((o) => o.id)))} />{" "}
          {t("locations.all")}
        </label>
      ) : null}
      <ul className="locations__list">
        {options.map((option) => (
          <li key={option.id}>
            <label>
              <input type="checkbox" name={meta.name} value={option.id} checked={selected.has(option.id)} onChange={() => toggle(option.id)} />{" "}
              {option.name}
            </label>
          </li>
        ))}
      </ul>
      <FieldErrors id={errorId} errors={meta.errors} />
    </fieldset>
  );
}
