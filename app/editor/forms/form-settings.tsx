import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import type { BuilderErrors } from "~/forms/builder-rules";
import { useBuilderMessage } from "./builder-messages";
import type { BuilderAction, BuilderState, FormSettings } from "./builder-state";

/** The form's own settings: name (required), destination, action and success addresses, additional buttons. */
export function FormSettingsPanel({
  state,
  errors,
  actionUrlError,
  showErrors,
  dispatch,
  onBlurField,
}: {
  state: BuilderState;
  errors: BuilderErrors;
  /** The action URL is not an http(s) address. */
  actionUrlError: string;
  /** Which errors to show: after a save attempt all, before it only those of fields left once. */
  showErrors: (key: string) => boolean;
  dispatch: Dispatch<BuilderAction>;
  onBlurField: (key: string) => void;
}) {
  const { t } = useTranslation("editor");
  const message = useBuilderMessage();
  const titleError = showErrors("title") ? message(errors.title) : "";

  const setting = (key: keyof FormSettings, hint?: string) => {
    const id = `form-builder-setting-${key}`;
    const error = key === "title" ? titleError : key === "actionUrl" && showErrors("actionUrl") ? actionUrlError : "";
    const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t(`formBuilder.settings.${key}`)}
          {key === "title" ? <span className="field__required" aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={id}
          type="text"
          value={state[key]}
          required={key === "title"}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => dispatch({ type: "setting", key, value: e.currentTarget.value })}
          onBlur={() => onBlurField(key)}
        />
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
  };

  return (
    <div className="form-builder__settings">
      <h2 className="form-builder__panel-title">{t("formBuilder.settings.heading")}</h2>
      {setting("title")}
      {setting("destination", t("formBuilder.settings.destinationHint"))}
      {setting("actionUrl", t("formBuilder.settings.actionUrlHint"))}
      {setting("successUrl", t("formBuilder.settings.successUrlHint"))}
      <fieldset className="form-builder__group">
        <legend>{t("formBuilder.settings.buttons")}</legend>
        {state.additionalButtons.length === 0 ? <p className="field__empty">{t("list.empty")}</p> : null}
        <ol className="form-builder__options">
          {state.additionalButtons.map((button, i) => {
            const buttonErrors = showErrors(button.id) ? errors.buttons[button.id] : undefined;
            const part = (name: "label" | "action") => {
              const id = `form-builder-button-${button.id}-${name}`;
              const error = message(buttonErrors?.[name]);
              return (
                <div className="field">
                  <label className="field__label" htmlFor={id}>
                    {t(`formBuilder.settings.button${name === "label" ? "Label" : "Action"}`, { n: i + 1 })}
                    <span className="field__required" aria-hidden="true"> *</span>
                  </label>
                  <input
                    id={id}
                    type="text"
                    required
                    value={button[name]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(e) => dispatch({ type: "updateButton", id: button.id, patch: { [name]: e.currentTarget.value } })}
                    onBlur={() => onBlurField(button.id)}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="field__error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            };
            return (
              <li key={button.id} className="form-builder__option">
                {part("label")}
                {part("action")}
                <button type="button" className="button button--small button--danger" onClick={() => dispatch({ type: "removeButton", id: button.id })}>
                  {t("formBuilder.settings.removeButton", { n: i + 1 })}
                </button>
              </li>
            );
          })}
        </ol>
        <button type="button" className="button button--small" onClick={() => dispatch({ type: "addButton" })}>
          {t("formBuilder.settings.addButton")}
        </button>
      </fieldset>
    </div>
  );
}
