import type { Dispatch, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BuilderErrors } from "~/forms/builder-rules";
import { OPTION_FIELD_TYPES, VALUE_FIELD_TYPES, type FieldDefinition, type FieldType } from "~/forms/form-definition";
import { useBuilderMessage } from "./builder-messages";
import type { BuilderAction } from "./builder-state";
import { OptionsEditor } from "./options-editor";

const PLACEHOLDER_TYPES: readonly FieldType[] = ["TextInput", "LongTextInput", "SelectList", "DatePicker"];
/** Types a visitor fills in (Hidden has a fixed value, Title and Button none). */
const INPUT_TYPES: readonly FieldType[] = VALUE_FIELD_TYPES.filter((type) => type !== "Hidden");

function TextProperty({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  type = "text",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: "text" | "number";
}) {
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    value,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea className="field__textarea" {...common} /> : <input type={type} {...common} />}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CheckProperty({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="field field--checkbox">
      <input type="checkbox" id={id} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="form-builder__group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

const numberText = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? "" : String(value));
const numberValue = (text: string) => (text.trim() === "" || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** Every property of SPEC §3.3 that the selected element's type has. */
export function FieldProperties({
  field,
  fields,
  errors,
  dispatch,
}: {
  field: FieldDefinition;
  fields: FieldDefinition[];
  errors: BuilderErrors["fields"][string] | undefined;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useTranslation("editor");
  const message = useBuilderMessage();
  const set = (patch: Partial<FieldDefinition>) => dispatch({ type: "updateField", id: field.id, patch });
  const p = (name: string) => `form-builder-prop-${name}`;
  const type = field.fieldType;
  const hasValue = VALUE_FIELD_TYPES.includes(type);
  const isInput = INPUT_TYPES.includes(type);
  // The fields another one can depend on: the other value fields with a name.
  const controllers = fields.filter((f) => f.id !== field.id && VALUE_FIELD_TYPES.includes(f.fieldType) && f.name.trim());
  const controllerMissing = field.conditionalName && !controllers.some((f) => f.name === field.conditionalName);

  return (
    <div className="form-builder__properties">
      <h2 className="form-builder__panel-title">
        {t("formBuilder.propertiesOf", { label: field.label.trim() || t(`formBuilder.types.${type}`) })}
      </h2>
      <p className="field__hint">{t(`formBuilder.types.${type}`)}</p>
      <TextProperty id={p("label")} label={t("formBuilder.props.label")} value={field.label} onChange={(label) => set({ label })} />
      {hasValue ? (
        <TextProperty
          id={p("name")}
          label={t("formBuilder.props.name")}
          hint={t("formBuilder.props.nameHint")}
          value={field.name}
          onChange={(name) => set({ name })}
          error={message(errors?.name)}
        />
      ) : null}
      {type === "Button" ? (
        <TextProperty id={p("buttonText")} label={t("formBuilder.props.buttonText")} value={field.buttonText ?? ""} onChange={(buttonText) => set({ buttonText })} />
      ) : null}
      {type === "Hidden" ? (
        <TextProperty id={p("defaultValue")} label={t("formBuilder.props.defaultValue")} value={field.defaultValue ?? ""} onChange={(defaultValue) => set({ defaultValue })} />
      ) : null}
      {PLACEHOLDER_TYPES.includes(type) ? (
        <div className="form-builder__group">
          <TextProperty id={p("placeholder")} label={t("formBuilder.props.placeholder")} value={field.placeholder} onChange={(placeholder) => set({ placeholder })} />
          <CheckProperty
            id={p("isPlaceholderVisible")}
            label={t("formBuilder.props.isPlaceholderVisible")}
            checked={field.isPlaceholderVisible}
            onChange={(isPlaceholderVisible) => set({ isPlaceholderVisible })}
          />
        </div>
      ) : null}
      {isInput ? (
        <div className="form-builder__group">
          <TextProperty
            id={p("helpBlockText")}
            label={t("formBuilder.props.helpBlockText")}
            value={field.helpBlockText}
            onChange={(helpBlockText) => set({ helpBlockText })}
            multiline
          />
          <CheckProperty
            id={p("isHelpBlockVisible")}
            label={t("formBuilder.props.isHelpBlockVisible")}
            checked={field.isHelpBlockVisible}
            onChange={(isHelpBlockVisible) => set({ isHelpBlockVisible })}
          />
        </div>
      ) : null}
      {isInput ? <CheckProperty id={p("isRequired")} label={t("formBuilder.props.isRequired")} checked={field.isRequired} onChange={(isRequired) => set({ isRequired })} /> : null}
      {hasValue ? <CheckProperty id={p("isUnique")} label={t("formBuilder.props.isUnique")} checked={field.isUnique} onChange={(isUnique) => set({ isUnique })} /> : null}
      {type === "Slider" ? (
        <Group legend={t("formBuilder.props.range")}>
          <TextProperty
            id={p("minValue")}
            type="number"
            label={t("formBuilder.props.minValue")}
            value={numberText(field.minValue)}
            onChange={(text) => set({ minValue: numberValue(text) })}
            error={message(errors?.minValue)}
          />
          <TextProperty
            id={p("maxValue")}
            type="number"
            label={t("formBuilder.props.maxValue")}
            value={numberText(field.maxValue)}
            onChange={(text) => set({ maxValue: numberValue(text) })}
            error={message(errors?.maxValue)}
          />
        </Group>
      ) : null}
      {OPTION_FIELD_TYPES.includes(type) ? <OptionsEditor field={field} dispatch={dispatch} /> : null}
      <Group legend={t("formBuilder.props.condition")}>
        <CheckProperty
          id={p("isConditional")}
          label={t("formBuilder.props.isConditional")}
          checked={field.isConditional}
          onChange={(isConditional) => set({ isConditional })}
        />
        {field.isConditional ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor={p("conditionalName")}>
                {t("formBuilder.props.conditionalName")}
              </label>
              <select id={p("conditionalName")} value={field.conditionalName} onChange={(e) => set({ conditionalName: e.currentTarget.value })}>
                <option value="">{t("formBuilder.props.conditionalNameNone")}</option>
                {controllers.map((f) => (
                  <option key={f.id} value={f.name}>
                    {f.label.trim() ? `${f.label} (${f.name})` : f.name}
                  </option>
                ))}
                {controllerMissing ? <option value={field.conditionalName}>{t("formBuilder.props.conditionalNameMissing", { name: field.conditionalName })}</option> : null}
              </select>
            </div>
            <TextProperty
              id={p("conditionalValue")}
              label={t("formBuilder.props.conditionalValue")}
              hint={t("formBuilder.props.conditionalValueHint")}
              value={field.conditionalValue}
              onChange={(conditionalValue) => set({ conditionalValue })}
            />
          </>
        ) : null}
      </Group>
    </div>
  );
}
