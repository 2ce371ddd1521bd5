import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { safeIdPart } from "./conditional-css";
import { EMAIL_FIELD_NAME, isEmailField, MAX_LENGTH, sliderRange, splitSliderValue, uniqueOptions } from "./field-rules";
import type { FieldDefinition } from "./form-definition";

// The fields of a public form (SPEC §3.3, §5.1), shared by the plain form (server-rendered, works
// without JavaScript) and the enhanced one. Inputs are uncontrolled: conform reads the DOM.

export type FieldsMode = "plain" | "enhanced";

export type FieldsProps = {
  fields: FieldDefinition[];
  /** The form element's id; field ids derive from it. */
  domId: string;
  /** Values to start from, as submitted (checkboxes "a, b", slider "min-max"). */
  values: Record<string, string>;
  /** Error codes by field name (translated here). */
  errors: Record<string, string>;
  mode: FieldsMode;
  /** Enhanced only: whether a conditional field shows now (the plain form leaves it to CSS). */
  isVisible?: (field: FieldDefinition) => boolean;
};

export function fieldDomId(domId: string, field: FieldDefinition): string {
  return `${domId}-${safeIdPart(field.id)}`;
}

/** The id of the element to focus for a field's error (the first control of a group). */
export function fieldFocusId(domId: string, field: FieldDefinition): string {
  const id = fieldDomId(domId, field);
  if (field.fieldType === "Slider") return `${id}-min`;
  if ((field.fieldType === "Checkbox" || field.fieldType === "RadioButton") && uniqueOptions(field).length > 0) return `${id}-0`;
  return id;
}

/** Label shown for a field (its name when the builder left the label empty). */
export const fieldLabel = (field: FieldDefinition) => field.label.trim() || field.name;

// Browsers fill these from the visitor's profile; the builder knows only field names.
const AUTOCOMPLETE: [RegExp, string][] = [
  [EMAIL_FIELD_NAME, "email"],
  [/phone|tel|mobile/i, "tel"],
  [/first.?name|given/i, "given-name"],
  [/last.?name|surname|family/i, "family-name"],
  [/company|organi[sz]ation/i, "organization"],
  [/country/i, "country-name"],
  [/^(full.?)?name$/i, "name"],
];

function autocompleteOf(name: string): { autoComplete?: string; inputMode?: "email" | "tel" } {
  const found = AUTOCOMPLETE.find(([pattern]) => pattern.test(name))?.[1];
  if (!found) return {};
  return { autoComplete: found, ...(found === "email" ? { inputMode: "email" as const } : found === "tel" ? { inputMode: "tel" as const } : {}) };
}

function RequiredMark({ field }: { field: FieldDefinition }) {
  return field.isRequired ? (
    <span className="public-form__required" aria-hidden="true">
      {" *"}
    </span>
  ) : null;
}

export function FormFields(props: FieldsProps) {
  return (
    <>
      {props.fields.map((field) => (
        <FormField key={field.id} field={field} {...props} />
      ))}
    </>
  );
}

function FormField({ field, domId, values, errors, mode, isVisible }: FieldsProps & { field: FieldDefinition }) {
  const { t } = useTranslation("modules");
  const id = fieldDomId(domId, field);
  if (field.fieldType === "Title") return field.label ? <h3 className="public-form__title">{field.label}</h3> : null;
  if (field.fieldType === "Button" || !field.name) return null; // the submit button closes the form
  if (field.fieldType === "Hidden") return <input type="hidden" name={field.name} defaultValue={values[field.name] ?? field.defaultValue ?? ""} />;

  const value = values[field.name];
  const error = errors[field.name];
  const help = field.isHelpBlockVisible && field.helpBlockText ? field.helpBlockText : "";
  const describedBy = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const placeholder = field.isPlaceholderVisible && field.placeholder ? field.placeholder : undefined;
  const hidden = mode === "enhanced" && isVisible && !isVisible(field) ? true : undefined;
  const a11y = { "aria-describedby": describedBy, "aria-invalid": error ? true : undefined };
  const common = { "data-field-id": safeIdPart(field.id), "data-field": field.name, hidden };
  const below: ReactNode = (
    <>
      {help ? (
        <p className="public-form__help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p className="public-form__error" id={`${id}-error`}>
          {t(`customForms.errors.${error}`)}
        </p>
      ) : null}
    </>
  );
  const options = uniqueOptions(field);

  switch (field.fieldType) {
    case "TextInput":
    case "LongTextInput":
    case "DatePicker":
    case "SelectList": {
      let control: ReactNode;
      if (field.fieldType === "LongTextInput") {
        control = (
          <textarea id={id} name={field.name} rows={5} maxLength={MAX_LENGTH.LongTextInput} required={field.isRequired} placeholder={placeholder} defaultValue={value ?? ""} {...a11y} />
        );
      } else if (field.fieldType === "DatePicker") {
        control = <input type="date" id={id} name={field.name} required={field.isRequired} defaultValue={value ?? ""} {...a11y} />;
      } else if (field.fieldType === "SelectList") {
        control =
          mode === "enhanced" ? (
            <FilterableSelect field={field} id={id} initial={value ?? ""} placeholder={placeholder} a11y={a11y} />
          ) : (
            <select id={id} name={field.name} required={field.isRequired} defaultValue={value ?? ""} {...a11y}>
              <option value="">{placeholder ?? t("customForms.choose")}</option>
              {options.map((option) => (
                <option key={option.optionValue} value={option.optionValue}>
                  {option.optionLabel}
                </option>
              ))}
            </select>
          );
      } else {
        control = (
          <input
            type={isEmailField(field) ? "email" : "text"}
            id={id}
            name={field.name}
            maxLength={MAX_LENGTH.TextInput}
            required={field.isRequired}
            placeholder={placeholder}
            defaultValue={value ?? ""}
            {...autocompleteOf(field.name)}
            {...a11y}
          />
        );
      }
      return (
        <div className={`public-form__field public-form__field--${field.fieldType.toLowerCase()}`} {...common}>
          <label className="public-form__label" htmlFor={id}>
            {fieldLabel(field)}
            <RequiredMark field={field} />
          </label>
          {control}
          {below}
        </div>
      );
    }
    case "Checkbox": {
      const chosen = (value ?? "").split(", ");
      if (options.length === 0) {
        // A single checkbox, e.g. a consent.
        return (
          <div className="public-form__field public-form__field--single-check" {...common}>
            <div className="public-form__choice">
              <input type="checkbox" id={id} name={field.name} value="yes" required={field.isRequired} defaultChecked={Boolean(value)} {...a11y} />
              <label htmlFor={id}>
                {fieldLabel(field)}
                <RequiredMark field={field} />
              </label>
            </div>
            {below}
          </div>
        );
      }
      return (
        <fieldset className="public-form__field public-form__group" {...common} aria-describedby={describedBy}>
          <legend className="public-form__label">
            {fieldLabel(field)}
            <RequiredMark field={field} />
            {field.isRequired ? <span className="visually-hidden"> {t("customForms.requiredHint")}</span> : null}
          </legend>
          <div className="public-form__choices">
            {options.map((option, index) => (
              <div className="public-form__choice" key={option.optionValue}>
                <input
                  type="checkbox"
                  id={`${id}-${index}`}
                  name={field.name}
                  value={option.optionValue}
                  defaultChecked={chosen.includes(option.optionValue)}
                  aria-invalid={a11y["aria-invalid"]}
                />
                <label htmlFor={`${id}-${index}`}>{option.optionLabel}</label>
              </div>
            ))}
          </div>
          {below}
        </fieldset>
      );
    }
    case "RadioButton":
      return (
        <fieldset className="public-form__field public-form__group" {...common} aria-describedby={describedBy}>
          <legend className="public-form__label">
            {fieldLabel(field)}
            <RequiredMark field={field} />
          </legend>
          <div className="public-form__choices">
            {options.map((option, index) => (
              <div className="public-form__choice" key={option.optionValue}>
                <input
                  type="radio"
                  id={`${id}-${index}`}
                  name={field.name}
                  value={option.optionValue}
                  required={field.isRequired}
                  defaultChecked={value === option.optionValue}
                  aria-invalid={a11y["aria-invalid"]}
                />
                <label htmlFor={`${id}-${index}`}>{option.optionLabel}</label>
              </div>
            ))}
          </div>
          {below}
        </fieldset>
      );
    case "Slider":
      return (
        <fieldset className="public-form__field public-form__group public-form__slider" {...common} aria-describedby={describedBy}>
          <legend className="public-form__label">
            {fieldLabel(field)}
            <RequiredMark field={field} />
          </legend>
          <RangeInputs field={field} id={id} initial={value} mode={mode} invalid={Boolean(error)} />
          {below}
        </fieldset>
      );
    default:
      return null;
  }
}

/**
 * SPEC §5.1: the slider is sent as 'min-max' (names `<name>.min` and `<name>.max`). Without
 * JavaScript two number inputs show their values; the enhanced form uses two range inputs with
 * the current values shown next to them, and keeps min ≤ max.
 */
function RangeInputs({ field, id, initial, mode, invalid }: { field: FieldDefinition; id: string; initial: string | undefined; mode: FieldsMode; invalid: boolean }) {
  const { t } = useTranslation("modules");
  const range = sliderRange(field);
  const split = splitSliderValue(initial);
  const clamp = (raw: string | undefined, fallback: number) => {
    const n = Number(raw);
    return raw === undefined || raw === "" || !Number.isFinite(n) ? fallback : Math.min(range.max, Math.max(range.min, n));
  };
  const [low, setLow] = useState(() => clamp(split?.min, range.min));
  const [high, setHigh] = useState(() => clamp(split?.max, range.max));
  const bounds = { min: range.min, max: range.max, step: range.step, "aria-invalid": invalid || undefined };
  if (mode === "plain") {
    return (
      <div className="public-form__range">
        <label htmlFor={`${id}-min`}>{t("customForms.sliderMin")}</label>
        <input type="number" id={`${id}-min`} name={`${field.name}.min`} {...bounds} defaultValue={split?.min || String(range.min)} />
        <label htmlFor={`${id}-max`}>{t("customForms.sliderMax")}</label>
        <input type="number" id={`${id}-max`} name={`${field.name}.max`} {...bounds} defaultValue={split?.max || String(range.max)} />
      </div>
    );
  }
  return (
    <div className="public-form__range public-form__range--slider">
      <label htmlFor={`${id}-min`}>{t("customForms.sliderMin")}</label>
      <input type="range" id={`${id}-min`} name={`${field.name}.min`} {...bounds} value={low} onChange={(e) => setLow(Math.min(Number(e.currentTarget.value), high))} />
      <output htmlFor={`${id}-min`}>{low}</output>
      <label htmlFor={`${id}-max`}>{t("customForms.sliderMax")}</label>
      <input type="range" id={`${id}-max`} name={`${field.name}.max`} {...bounds} value={high} onChange={(e) => setHigh(Math.max(Number(e.currentTarget.value), low))} />
      <output htmlFor={`${id}-max`}>{high}</output>
    </div>
  );
}

/**
 * SPEC §5.1: options de-duplicated and filterable by typed text. The filter box (no name: it is
 * never submitted) narrows the native select's options; the chosen option always stays.
 */
function FilterableSelect({
  field,
  id,
  initial,
  placeholder,
  a11y,
}: {
  field: FieldDefinition;
  id: string;
  initial: string;
  placeholder: string | undefined;
  a11y: { "aria-describedby"?: string; "aria-invalid"?: boolean };
}) {
  const { t } = useTranslation("modules");
  const [filter, setFilter] = useState("");
  const [selected, setSelected] = useState(initial);
  const options = uniqueOptions(field);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? options.filter((o) => o.optionValue === selected || o.optionLabel.toLocaleLowerCase().includes(needle)) : options;
  return (
    <div className="public-form__select">
      <label className="visually-hidden" htmlFor={`${id}-filter`}>
        {t("customForms.filterLabel", { label: fieldLabel(field) })}
      </label>
      <input
        type="search"
        id={`${id}-filter`}
        className="public-form__filter"
        value={filter}
        placeholder={t("customForms.filterPlaceholder")}
        autoComplete="off"
        aria-controls={id}
        onChange={(e) => setFilter(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") e.preventDefault(); // Enter filters, it does not send the form
        }}
      />
      <select id={id} name={field.name} required={field.isRequired} value={selected} onChange={(e) => setSelected(e.currentTarget.value)} {...a11y}>
        <option value="">{placeholder ?? t("customForms.choose")}</option>
        {shown.map((option) => (
          <option key={option.optionValue} value={option.optionValue}>
            {option.optionLabel}
          </option>
        ))}
      </select>
      <p className="visually-hidden" aria-live="polite">
        {needle ? t("customForms.filterCount", { count: shown.length }) : ""}
      </p>
    </div>
  );
}
