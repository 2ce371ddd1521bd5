import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { builderHref, currentReturnTo, submissionsHref } from "../forms/form-links";
import { useDebounced } from "./use-debounced";

/** A row of fetchForms (SPEC §7); `maySeeSubmissions`: whether the account may read them (issue 43). */
export type FormPickerRow = { id: number; title: string; fieldCount: number; submissions: number; updatedAt: string; maySeeSubmissions?: boolean };

type DeleteState = { id: number; phase: "confirm" | "deleting" } | { id: number; phase: "refused" | "failed"; message: string };

/**
 * The custom-form picker (SPEC §2.7): search, paging, an Add button, and per row an edit and a
 * delete button. Delete asks first and is refused, with the pages named, while a published page
 * shows the form. JavaScript only, like the other pickers.
 */
export function FormPicker({
  onPick,
  onDeleted,
  chosenId,
}: {
  onPick: (row: FormPickerRow) => void;
  onDeleted?: (id: number) => void;
  chosenId?: number | null;
}) {
  const { t } = useTranslation("editor");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ results: FormPickerRow[]; count: number; mayEdit?: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [deleting, setDeleting] = useState<DeleteState | null>(null);
  const query = useDebounced(search, 300);
  const returnTo = currentReturnTo(window.location);
  useEffect(() => setPage(1), [query]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/editor/fetchForms?page=${page}&search=${encodeURIComponent(query)}`, {
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((data: { results: FormPickerRow[]; count: number; mayEdit?: boolean }) => {
        setState(data);
        setFailed(false);
      })
      .catch((error: Error) => {
        if (error.name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [page, query, reload]);

  async function remove(row: FormPickerRow) {
    setDeleting({ id: row.id, phase: "deleting" });
    const body = new FormData();
    body.set("id", String(row.id));
    try {
      const response = await fetch("/api/editor/deleteForm", { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => ({}))) as { pages?: string[] };
      if (response.status === 409) {
        setDeleting({ id: row.id, phase: "refused", message: t("formPicker.inUse", { pages: (answer.pages ?? []).join(", ") }) });
        return;
      }
      if (!response.ok && response.status !== 404) throw new Error(`deleteForm answered ${response.status}`);
      setDeleting(null);
      onDeleted?.(row.id);
      setReload((n) => n + 1);
    } catch (error) {
      console.error("[form-picker] deleteForm failed", error);
      setDeleting({ id: row.id, phase: "failed", message: t("formPicker.deleteFailed") });
    }
  }

  const pages = state ? Math.max(1, Math.ceil(state.count / 10)) : 1;
  return (
    <div className="picker-panel form-picker">
      <div className="form-picker__top">
        <label className="visually-hidden" htmlFor="form-picker-search">
          {t("formPicker.search")}
        </label>
        <input
          id="form-picker-search"
          type="search"
          placeholder={t("formPicker.search")}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {state?.mayEdit === false ? null : (
          <a className="button button--small" href={builderHref("new", returnTo)}>
            {t("formPicker.add")}
          </a>
        )}
      </div>
      {failed ? <p className="field__error">{t("picker.failed")}</p> : null}
      <ul className="picker-panel__results form-picker__rows" aria-label={t("formPicker.label")}>
        {state?.results.map((row) => (
          <li key={row.id} className="form-picker__row">
            <button
              type="button"
              className="picker-panel__item"
              aria-pressed={chosenId === row.id}
              onClick={() => onPick(row)}
            >
              <span>{row.title}</span>
              <small>
                #{row.id} · {t("formPicker.counts", { fields: row.fieldCount, submissions: row.submissions })}
              </small>
            </button>
            <div className="form-picker__actions">
              <a className="button button--small button--secondary" href={builderHref(row.id, returnTo)}>
                {t("formPicker.edit")}
                <span className="visually-hidden"> {row.title}</span>
              </a>
              {row.maySeeSubmissions === false ? null : (
                <a className="button button--small button--secondary" href={submissionsHref(row.id)}>
                  {t("formPicker.submissions")}
                  <span className="visually-hidden"> {row.title}</span>
                </a>
              )}
              {state.mayEdit === false ? null : (
                <button
                  type="button"
                  className="button button--small button--danger"
                  disabled={deleting?.id === row.id && deleting.phase === "deleting"}
                  onClick={() => setDeleting({ id: row.id, phase: "confirm" })}
                >
                  {t("formPicker.delete")}
                  <span className="visually-hidden"> {row.title}</span>
                </button>
              )}
            </div>
            {deleting?.id === row.id && deleting.phase === "confirm" ? (
              <div className="form-picker__confirm" role="group" aria-labelledby={`form-picker-confirm-${row.id}`}>
                <p id={`form-picker-confirm-${row.id}`}>
                  <strong>{t("confirm.title")}</strong> {t("confirm.text")}
                </p>
                <button type="button" className="button button--small button--danger" autoFocus onClick={() => void remove(row)}>
                  {t("formPicker.confirmDelete")}
                </button>
                <button type="button" className="button button--small button--secondary" onClick={() => setDeleting(null)}>
                  {t("confirm.cancel")}
                </button>
              </div>
            ) : null}
            {deleting?.id === row.id && (deleting.phase === "refused" || deleting.phase === "failed") ? (
              <p className="field__error" role="alert">
                {deleting.message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {state && state.results.length === 0 ? <p>{t("formPicker.none")}</p> : null}
      <div className="picker-panel__pages">
        <button type="button" className="button button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t("picker.previous")}
        </button>
        <span>{t("picker.page", { page, pages })}</span>
        <button type="button" className="button button--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t("picker.next")}
        </button>
      </div>
    </div>
  );
}
