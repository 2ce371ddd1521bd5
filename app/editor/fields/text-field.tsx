import { useField } from "@conform-to/react";
import { useState } from "react";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";
import { useLabel } from "./use-label";

const INPUT_TYPES: Partial<Record<EditorField["kind"], string>> = { date: "date", datetime: "datetime-local" };

/** text, date and textarea fields; text and textarea with a max-length counter. */
export function TextField({ field, name }: { field: EditorField; name: string }) {
  const label = useLabel();
  const [meta] = useField<string>(name);
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const [length, setLength] = useState(initial.length);
  const errorId = `${meta.id}-error`;
  const counterId = `${meta.id}-counter`;
  const common = {
    id: meta.id,
    name: meta.name,
    defaultValue: initial,
    maxLength: field.maxLength,
    required: field.required,
    "aria-invalid": meta.errors ? true : undefined,
    "aria-describedby": [meta.errors ? errorId : null, field.maxLength ? counterId : null].filter(Boolean).join(" ") || undefined,
    onInput: (event: { currentTarget: { value: string } }) => setLength(event.currentTarget.value.length),
  };
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {label(field.label)}
        {field.required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      {field.kind === "textarea" ? <textarea {...common} className="field__textarea" /> : <input type={INPUT_TYPES[field.kind] ?? "text"} {...common} />}
      {field.maxLength ? (
        <span id={counterId} className="field__counter">
          {length} / {field.maxLength}
        </span>
      ) : null}
      <FieldErrors id={errorId} errors={meta.errors} />
    </div>
  );
}
