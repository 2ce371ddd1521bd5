import type { FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "./field-errors";

type EditorTextFieldProps<Value extends string | undefined> = {
  field: FieldMetadata<Value>;
  label: string;
  maxLength: number;
  /** A hint shown under the input (`<p id="<field id>-hint">`), which describes it. */
  hint?: string;
  /** The id of a hint shown elsewhere that describes the input (one hint for a fieldset's fields). */
  hintId?: string;
  lang?: string;
  required?: boolean;
  /** An address or code typed as is: no automatic capitals, no spell check. */
  verbatim?: boolean;
};

/**
 * A one-line text input of an editor screen's conform form (media details, redirects): label,
 * input described by its hint and, when refused, its error, then the error line.
 */
export function EditorTextField<Value extends string | undefined>({ field, label, maxLength, hint, hintId, lang, required, verbatim }: EditorTextFieldProps<Value>) {
  const ownHintId = `${field.id}-hint`;
  const describedBy = [hintId, hint === undefined ? null : ownHintId, field.errors ? field.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <input
        id={field.id}
        name={field.name}
        type="text"
        lang={lang}
        defaultValue={String(field.initialValue ?? "")}
        maxLength={maxLength}
        required={required}
        autoCapitalize={verbatim ? "none" : undefined}
        spellCheck={verbatim ? false : undefined}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint === undefined ? null : (
        <p id={ownHintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
