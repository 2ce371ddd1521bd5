import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ScreenHead, ScreenMessage } from "../../shell/screen-head";
import type { ImportAnswer, ImportKind } from "./import-route.server";

type Loaded = { kind: ImportKind; symbols: string[]; imported: { added: number; changed: number } | null; columns: string[]; previewColumns: string[] };

/**
 * /editor/content/stock-quotes and /editor/content/products/import (issue 23): upload a CSV, see a
 * preview with every problem by line, column and reason, then apply all of it or nothing. Plain
 * multipart forms: the checked text travels with the Apply form, so it works without JavaScript.
 */
export function ImportScreen() {
  const { kind, symbols, imported, columns, previewColumns } = useLoaderData<Loaded>();
  const answer = useActionData<ImportAnswer>();
  const { t } = useTranslation("editor");
  const busy = useNavigation().state === "submitting";
  const preview = answer?.preview ?? null;
  const symbol = answer?.symbol || symbols[0] || "";
  return (
    <section className="container form-builder-screen content-admin" aria-labelledby="import-title">
      <ScreenHead id="import-title" title={t(`import.${kind}.title`)}>
        <Link to={kind === "products" ? "/editor/content/products" : "/editor/content"}>{t(kind === "products" ? "import.backToProducts" : "content.allKinds")}</Link>
        {kind === "products" ? (
          <>
            {" "}
            <a href="/editor/content/products/export.csv" download>
              {t("import.export")}
            </a>
          </>
        ) : null}
      </ScreenHead>
      <ScreenMessage text={imported ? t("import.done", { added: imported.added, changed: imported.changed }) : null} />
      <ScreenMessage role="alert" text={answer?.refused ? t(`import.refused.${answer.refused}`) : null} />
      <p>{t(`import.${kind}.intro`)}</p>
      <p>
        {t("import.columns")} <code>{columns.join(", ")}</code>
      </p>
      <Form method="post" encType="multipart/form-data" className="content-admin__form">
        {kind === "stockQuotes" ? (
          <div className="field">
            <label className="field__label" htmlFor="import-symbol">
              {t("import.symbol")}
            </label>
            <input id="import-symbol" name="symbol" type="text" defaultValue={symbol} required maxLength={12} list="import-symbols" autoCapitalize="characters" spellCheck={false} />
            <datalist id="import-symbols">
              {symbols.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </div>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="import-file">
            {t("import.file")}
          </label>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv" required />
        </div>
        <button type="submit" name="intent" value="preview" className="button button--secondary" disabled={busy}>
          {t("import.preview")}
        </button>
      </Form>
      {preview ? (
        <section aria-labelledby="import-preview-title" className="content-admin__preview">
          <h2 id="import-preview-title">{t("import.previewTitle")}</h2>
          {preview.problemCount ? (
            <>
              <p role="alert">{t("import.problemsFound", { count: preview.problemCount })}</p>
              <div className="table-scroll" role="region" aria-labelledby="import-problems-caption" tabIndex={0}>
                <table className="data-table">
                  <caption id="import-problems-caption">{t("import.problemsCaption")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("import.line")}</th>
                      <th scope="col">{t("import.column")}</th>
                      <th scope="col">{t("import.reason")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.problems.map((problem, index) => (
                      <tr key={index} data-line={problem.line}>
                        <td>{problem.line}</td>
                        <td>{problem.column}</td>
                        <td>{t(`import.problems.${problem.reason}`, problem.params ?? {})}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : (
            <>
              <p role="status">{t("import.ready", { total: preview.total, added: preview.added, changed: preview.changed })}</p>
              <div className="table-scroll" role="region" aria-labelledby="import-rows-caption" tabIndex={0}>
                <table className="data-table">
                  <caption id="import-rows-caption">{t("import.rowsCaption", { shown: preview.rows.length, total: preview.total })}</caption>
                  <thead>
                    <tr>
                      {previewColumns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row, index) => (
                      <tr key={index}>
                        {row.map((cell, i) => (
                          <td key={i}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Form method="post" encType="multipart/form-data">
                <input type="hidden" name="symbol" value={answer?.symbol ?? ""} />
                <textarea name="csv" defaultValue={answer?.csv ?? ""} hidden readOnly aria-hidden="true" />
                <button type="submit" name="intent" value="apply" className="button" disabled={busy}>
                  {t("import.apply", { total: preview.total })}
                </button>
              </Form>
            </>
          )}
        </section>
      ) : null}
    </section>
  );
}
