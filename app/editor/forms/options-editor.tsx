import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "~/forms/form-definition";
import type { BuilderAction } from "./builder-state";

/** The options of a select list, checkbox group or radio group: label and value (SPEC §3.3), added, removed, reordered. */
export function OptionsEditor({ field, dispatch }: { field: FieldDefinition; dispatch: Dispatch<BuilderAction> }) {
  const { t } = useTranslation("editor");
  const options = field.options ?? [];
  const id = (i: number, part: string) => `form-builder-option-${i}-${part}`;
  return (
    <fieldset className="form-builder__group">
      <legend>{t("formBuilder.props.options")}</legend>
      <ol className="form-builder__options">
        {options.map((option, i) => (
          <li key={i} className="form-builder__option">
            <div className="field">
              <label className="field__label" htmlFor={id(i, "label")}>
                {t("formBuilder.props.optionLabel", { n: i + 1 })}
              </label>
              <input
                id={id(i, "label")}
                type="text"
                value={option.optionLabel}
                onChange={(e) => {
                  const optionLabel = e.currentTarget.value;
                  // A value that followed its label keeps following it.
                  const follows = option.optionValue === option.optionLabel;
                  dispatch({ type: "updateOption", id: field.id, index: i, patch: follows ? { optionLabel, optionValue: optionLabel } : { optionLabel } });
                }}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={id(i, "value")}>
                {t("formBuilder.props.optionValue", { n: i + 1 })}
              </label>
              <input
                id={id(i, "value")}
                type="text"
                value={option.optionValue}
                onChange={(e) => dispatch({ type: "updateOption", id: field.id, index: i, patch: { optionValue: e.currentTarget.value } })}
              />
            </div>
            <div className="list-field__controls">
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={i === 0}
                onClick={() => dispatch({ type: "moveOption", id: field.id, from: i, to: i - 1 })}
              >
                {t("formBuilder.props.optionUp", { n: i + 1 })}
              </button>
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={i === options.length - 1}
                onClick={() => dispatch({ type: "moveOption", id: field.id, from: i, to: i + 1 })}
              >
                {t("formBuilder.props.optionDown", { n: i + 1 })}
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                disabled={options.length <= 1}
                onClick={() => dispatch({ type: "removeOption", id: field.id, index: i })}
              >
                {t("formBuilder.props.removeOption", { n: i + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--small" onClick={() => dispatch({ type: "addOption", id: field.id })}>
        {t("formBuilder.props.addOption")}
      </button>
    </fieldset>
  );
}
