import { useField } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { EditorField } from "~/modules/editor-types";
import { FieldErrors } from "./field-errors";

/**
 * A media reference (image, vector image, file, document, video) by id, with a preview. The
 * server looks the id up on save and answers '{Name} not found' on a miss.
 */
export function ReferenceField({ field, name }: { field: EditorField; name: string }) {
  const { t } = useTranslation("editor");
  const [meta] = useField<{ id?: number; url?: string; alt?: string }>(name);
  const value = (meta.initialValue ?? {}) as { id?: string | number; url?: string; alt?: string };
  const inputId = `${meta.id}-id`;
  const errorId = `${meta.id}-error`;
  const errors = [...(meta.errors ?? []), ...(meta.allErrors ? Object.values(meta.allErrors).flat() : [])];
  const unique = [...new Set(errors)];
  return (
    <fieldset className="field field--reference">
      <legend className="field__label">
        {field.label}
        {field.required ? <span className="field__required"> *</span> : null}
      </legend>
      {value.url && (field.kind === "image" || field.kind === "vector") ? (
        <img className="field__preview" src={value.url} alt={value.alt ?? ""} width={96} height={64} />
      ) : null}
      <label htmlFor={inputId}>{t("reference.id")}</label>
      <input
        type="number"
        min={1}
        id={inputId}
        name={`${meta.name}.id`}
        defaultValue={value.id === undefined ? "" : String(value.id)}
        aria-invalid={unique.length ? true : undefined}
        aria-describedby={unique.length ? errorId : undefined}
      />
      <input type="hidden" name={`${meta.name}.url`} value={value.url ?? ""} />
      <FieldErrors id={errorId} errors={unique.length ? unique : undefined} />
    </fieldset>
  );
}
