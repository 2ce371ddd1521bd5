import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { UserRow } from "~/auth/users.server";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatDateTime } from "~/lib/format";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import { editorErrorMap } from "../pages/module-form-schema";
import { AccountTextField, localesText, LocalesField, RoleField, sectionsText, SectionsField } from "./account-fields";
import { EMAIL_MAX, NAME_MAX, newUserSchema } from "./user-schema";
import type { UsersNotice } from "./users-route.server";

type Loaded = { users: UserRow[]; locales: Locale[]; notice: UsersNotice };

/** /editor/users: the team (Administrators), and Add account (issue 43 §3). Plain forms without JavaScript. */
export function UsersScreen() {
  const { users, locales } = useLoaderData<Loaded>();
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  const { t, i18n } = useTranslation("editor");
  const uiLocale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  const [form, fields] = useForm({
    id: "add-user",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { role: "editor" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newUserSchema, errorMap: editorErrorMap }),
  });
  const failed = form.status === "error" && answer !== undefined;
  return (
    <section className="container page-tree users" aria-labelledby="users-title">
      <ScreenHead id="users-title" title={t("users.title")}>
        <Link to="/editor/account">{t("account.title")}</Link> <Link to="/editor/pages">{t("redirects.toPages")}</Link>
      </ScreenHead>
      <ScreenMessage role="alert" text={failed ? t("users.failed") : null} />

      <h2 id="users-list-heading">{t("users.listTitle")}</h2>
      <div className="table-scroll" role="region" aria-labelledby="users-list-heading" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("users.columns.name")}</th>
              <th scope="col">{t("users.columns.email")}</th>
              <th scope="col">{t("users.columns.role")}</th>
              <th scope="col">{t("users.columns.locales")}</th>
              <th scope="col">{t("users.columns.sections")}</th>
              <th scope="col">{t("users.columns.lastSignIn")}</th>
              <th scope="col">{t("users.columns.state")}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} data-user-id={user.id}>
                <th scope="row">
                  <Link to={`/editor/users/${user.id}`}>{user.name || user.email}</Link>
                </th>
                <td>{user.email}</td>
                <td>{t(`rights.roles.${user.role}`)}</td>
                <td>{localesText(t, user.locales)}</td>
                <td>{sectionsText(t, user.sections)}</td>
                <td>{user.lastSignInAt ? formatDateTime(user.lastSignInAt, uiLocale) : t("users.never")}</td>
                <td>{user.active ? (user.hasPassword ? t("users.active") : t("users.awaitingPassword")) : t("users.inactive")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="add-user-heading">{t("users.add")}</h2>
      <p className="field__hint">{t("users.addHint")}</p>
      <Form method="post" {...getFormProps(form)} aria-labelledby="add-user-heading" className="new-page__form">
        <AccountTextField field={fields.email} label={t("users.email")} type="email" autoComplete="off" maxLength={EMAIL_MAX} required />
        <AccountTextField field={fields.name} label={t("users.name")} autoComplete="off" maxLength={NAME_MAX} />
        <RoleField field={fields.role} />
        <LocalesField field={fields.locales} locales={locales} />
        <SectionsField field={fields.sections} />
        <button type="submit" className="button">
          {t("users.submit")}
        </button>
      </Form>
    </section>
  );
}
