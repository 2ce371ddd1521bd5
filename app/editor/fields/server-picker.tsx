import { createContext, useContext, useId } from "react";
import { useTranslation } from "react-i18next";
import type { PickerView } from "../pages/editor-view";

/**
 * What the page loader resolved for the open module form, so that every field works without
 * JavaScript (ADR 024): the open server-rendered picker and the names of chosen selections.
 */
export const ServerPickerContext = createContext<{ picker?: PickerView; selectionTitles?: Record<string, Record<string, string>> }>({});

/** The server-rendered picker of this field, when it is the one open. */
export function useOpenPicker(name: string): PickerView | undefined {
  const { picker } = useContext(ServerPickerContext);
  return picker?.field === name ? picker : undefined;
}

/** Name of a chosen selection row by its source and id (resolved by the page loader). */
export function useSelectionTitle(source: string | undefined): (id: string | number) => string | undefined {
  const { selectionTitles } = useContext(ServerPickerContext);
  return (id) => (source ? selectionTitles?.[source]?.[String(id)] : undefined);
}

/**
 * "Choose…" without JavaScript: a submit button of the module form itself. The server keeps the
 * typed values (nothing is saved) and shows the dialog again with this field's picker open.
 */
export function ServerPickerButton({ name }: { name: string }) {
  const { t } = useTranslation("editor");
  return (
    <button type="submit" name="_picker" value={name} formNoValidate className="button button--small button--secondary">
      {t("picker.choose")}
    </button>
  );
}

/**
 * A page of rows as radio buttons (one choice) or checkboxes (several) named as the field posts
 * them, inside the module form: search, paging and "Use selected" post the form again, so what
 * the editor typed elsewhere in the dialog is kept. Chosen rows of other pages stay chosen.
 */
export function ServerPicker({
  view,
  inputName,
  chosen,
  chosenLabel,
}: {
  view: PickerView;
  /** The name the choice posts under: `data.product.id` (one) or `data.webinars` (several). */
  inputName: string;
  chosen: readonly string[];
  chosenLabel: (id: string) => string;
}) {
  const { t } = useTranslation("editor");
  const searchId = useId();
  const onPage = new Set(view.rows.map((row) => row.id));
  const elsewhere = chosen.filter((id) => id !== "" && !onPage.has(id));
  const type = view.multiple ? "checkbox" : "radio";
  return (
    <div className="picker-panel server-picker">
      <input type="hidden" name="_picker_open" value={view.field} />
      <div className="server-picker__search">
        <label htmlFor={searchId}>{t("picker.search")}</label>
        <input id={searchId} type="search" name="picker_q" defaultValue={view.q} />
        <button type="submit" name="_picker" value={view.field} formNoValidate className="button button--small button--secondary">
          {t("picker.searchButton")}
        </button>
      </div>
      <fieldset className="editor-modal__plain-fieldset">
        <legend className="visually-hidden">{t("picker.rows")}</legend>
        <ul className="picker-panel__results">
          {view.optional ? (
            <li>
              <label className="picker-panel__item">
                <input type="radio" name={inputName} value="" defaultChecked={chosen.length === 0} />
                <span>{t("picker.noneChoice")}</span>
              </label>
            </li>
          ) : null}
          {elsewhere.map((id) =>
            view.multiple ? (
              <li key={id} hidden>
                <input type="hidden" name={inputName} value={id} />
              </li>
            ) : (
              <li key={id}>
                <label className="picker-panel__item">
                  <input type="radio" name={inputName} value={id} defaultChecked />
                  <span>{chosenLabel(id)}</span>
                  <small>#{id}</small>
                </label>
              </li>
            ),
          )}
          {view.rows.map((row) => (
            <li key={row.id}>
              <label className="picker-panel__item">
                <input type={type} name={inputName} value={row.id} defaultChecked={chosen.includes(row.id)} />
                {row.imageUrl ? <img src={row.imageUrl} alt="" width={48} height={32} loading="lazy" /> : null}
                <span>{row.label}</span>
                <small>#{row.id}</small>
              </label>
            </li>
          ))}
        </ul>
        {view.rows.length === 0 ? <p>{t("picker.none")}</p> : null}
      </fieldset>
      <div className="picker-panel__pages">
        <button type="submit" name="_picker_page" value={view.page - 1} formNoValidate disabled={view.page <= 1} className="button button--small">
          {t("picker.previous")}
        </button>
        <span>{t("picker.page", { page: view.page, pages: view.pages })}</span>
        <button type="submit" name="_picker_page" value={view.page + 1} formNoValidate disabled={view.page >= view.pages} className="button button--small">
          {t("picker.next")}
        </button>
      </div>
      <button type="submit" name="_picker_done" value="1" formNoValidate className="button button--small">
        {t("picker.useSelected")}
      </button>
    </div>
  );
}
