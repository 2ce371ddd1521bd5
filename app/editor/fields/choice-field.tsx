import { useField } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";
import { useLabel } from "./use-label";

/** select, checkbox and number fields. */
export function ChoiceField({ field, name }: { field: EditorField; name: string }) {
  const label = useLabel();
  const { t } = useTranslation("editor");
  const [meta] = useField<string>(name);
  const errorId = `${meta.id}-error`;
  const invalid = meta.errors ? true : undefined;
  const described = meta.errors ? errorId : undefined;
  const initial = meta.initialValue;
  if (field.kind === "checkbox") {
    return (
      <div className="field field--checkbox">
        <input
          type="checkbox"
          id={meta.id}
          name={meta.name}
          value="on"
          defaultChecked={initial === "on" || initial === "true" || (initial as unknown) === true}
          aria-invalid={invalid}
          aria-describedby={described}
        />
        <label htmlFor={meta.id}>{label(field.label)}</label>
        <FieldErrors id={errorId} errors={meta.errors} />
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {label(field.label)}
        {field.required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      {field.kind === "select" ? (
        <select id={meta.id} name={meta.name} defaultValue={String(initial ?? "")} aria-invalid={invalid} aria-describedby={described}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {t([`options.${option.label}`, `labels.${option.label}`], { defaultValue: option.label, nsSeparator: false })}
            </option>
          ))}
        </select>
      ) : (
        <input type="number" id={meta.id} name={meta.name} step={field.step} defaultValue={String(initial ?? "")} aria-invalid={invalid} aria-describedby={described} />
      )}
      <FieldErrors id={errorId} errors={meta.errors} />
    </div>
  );
}
