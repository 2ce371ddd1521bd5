import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatDateTime } from "~/lib/format";
import { EditorTextField } from "../fields/editor-text-field";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import { editorErrorMap } from "../pages/module-form-schema";
import type { NotFoundRow } from "~/site/not-found-log.server";
import { redirectSchema, SOURCE_MAX, TARGET_MAX } from "./redirect-schema";
import type { RedirectsNotice } from "./redirects-route.server";
import type { RedirectRow } from "./redirects.server";

type Loaded = { redirects: RedirectRow[]; notFound: NotFoundRow[]; source: string; notice: RedirectsNotice };

/** Percent-encoded paths shown as editors typed them (`/zh/新闻`); left as they are when not decodable. */
function readable(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** /editor/redirects: Add redirect, the site's redirects, and the most requested missing addresses (issue 22). */
export function RedirectsScreen() {
  const { redirects, notFound, source, notice } = useLoaderData<Loaded>();
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  const { t, i18n } = useTranslation("editor");
  const uiLocale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  const when = (date: Date | string) => formatDateTime(date, uiLocale);
  const [form, fields] = useForm({
    id: "add-redirect",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { source },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: redirectSchema, errorMap: editorErrorMap }),
  });
  const failed = form.status === "error" && answer !== undefined;
  return (
    <section className="container page-tree redirects" aria-labelledby="redirects-title">
      <ScreenHead id="redirects-title" title={t("redirects.title")}>
        <Link to="/editor/pages">{t("redirects.toPages")}</Link>
      </ScreenHead>
      <ScreenMessage text={notice ? t(`redirects.notice.${notice}`) : null} />
      <ScreenMessage role="alert" text={failed ? t("redirects.failed") : null} />

      <h2 id="add-redirect-heading">{t("redirects.add")}</h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby="add-redirect-heading" className="new-page__form">
        <input type="hidden" name="_action" value="add" />
        <EditorTextField field={fields.source} label={t("redirects.source")} hint={t("redirects.sourceHint")} maxLength={SOURCE_MAX} required verbatim />
        <EditorTextField field={fields.target} label={t("redirects.target")} hint={t("redirects.targetHint")} maxLength={TARGET_MAX} required verbatim />
        <button type="submit" className="button">
          {t("redirects.submit")}
        </button>
      </Form>

      <h2 id="redirects-list-heading">{t("redirects.listTitle")}</h2>
      {redirects.length === 0 ? (
        <p className="field__empty">{t("redirects.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="redirects-list-heading" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("redirects.columns.source")}</th>
                <th scope="col">{t("redirects.columns.target")}</th>
                <th scope="col">{t("redirects.columns.added")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("redirects.delete")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.map((row) => (
                <tr key={row.id} data-redirect-id={row.id}>
                  <th scope="row">
                    <code>{readable(row.source)}</code>
                  </th>
                  <td>
                    <code>{readable(row.target)}</code>
                  </td>
                  <td>{t("redirects.addedBy", { date: when(row.createdAt), name: row.createdBy ?? t("redirects.nobody") })}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="_action" value="delete" />
                      <input type="hidden" name="id" value={row.id} />
                      <button type="submit" className="button button--secondary" aria-label={`${t("redirects.delete")}: ${readable(row.source)}`}>
                        {t("redirects.delete")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 id="not-found-heading">{t("redirects.notFoundTitle")}</h2>
      <p className="field__hint">{t("redirects.notFoundHint")}</p>
      {notFound.length === 0 ? (
        <p className="field__empty">{t("redirects.notFoundNone")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="not-found-heading" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("redirects.columns.address")}</th>
                <th scope="col">{t("redirects.columns.hits")}</th>
                <th scope="col">{t("redirects.columns.lastSeen")}</th>
                <th scope="col">{t("redirects.columns.referrer")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("redirects.create")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {notFound.map((row) => (
                <tr key={row.path}>
                  <th scope="row">
                    <code>{readable(row.path)}</code>
                  </th>
                  <td>{row.hits}</td>
                  <td>{when(row.lastSeen)}</td>
                  <td>{row.referrerHost ?? "—"}</td>
                  <td>
                    <Link to={`?source=${encodeURIComponent(readable(row.path))}#add-redirect-heading`} aria-label={`${t("redirects.create")}: ${readable(row.path)}`}>
                      {t("redirects.create")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
