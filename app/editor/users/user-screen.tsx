import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { UserRow } from "~/auth/users.server";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatDateTime } from "~/lib/format";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import { editorErrorMap } from "../pages/module-form-schema";
import { localesText, LocalesField, RoleField, sectionsText, SectionsField, translateError } from "./account-fields";
import { editUserSchema } from "./user-schema";
import type { ShownLink, UsersNotice } from "./users-route.server";

type Loaded = { account: UserRow; self: boolean; locales: Locale[]; notice: UsersNotice; link: ShownLink | null };

/** /editor/users/:userId: change an account's role, scope and state; a new one-time password link. */
export function UserScreen() {
  const { account, self, locales, notice, link } = useLoaderData<Loaded>();
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  const { t, i18n } = useTranslation("editor");
  const uiLocale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  const [form, fields] = useForm({
    id: "edit-user",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { role: account.role, locales: account.locales ?? [], sections: (account.sections ?? []).join("\n"), active: account.active ? "on" : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editUserSchema, errorMap: editorErrorMap }),
  });
  const failed = form.status === "error" && answer !== undefined;
  const title = account.name || account.email;
  return (
    <section className="container page-tree users" aria-labelledby="user-title">
      <ScreenHead id="user-title" title={`${t("users.editTitle")}: ${title}`}>
        <Link to="/editor/users">{t("users.toList")}</Link>
      </ScreenHead>
      <ScreenMessage text={notice === "updated" ? t("users.notice.updated") : notice && !link ? t("users.notice.linkShownOnce") : null} />
      <ScreenMessage role="alert" text={failed ? t("users.failedEdit") : null} />
      {link ? (
        <div className="form-builder-screen__message" role="status">
          <p>{t(notice === "created" ? "users.notice.created" : "users.notice.link", { hours: link.hours })}</p>
          <label className="field__label" htmlFor="password-link">
            {t("users.linkLabel")}
          </label>
          <input id="password-link" type="text" readOnly value={link.url} size={60} aria-describedby="password-link-hint" />
          <p id="password-link-hint" className="field__hint">
            {t("users.linkHint", { hours: link.hours })}
          </p>
        </div>
      ) : null}

      <dl className="users__facts">
        <dt>{t("users.columns.email")}</dt>
        <dd>{account.email}</dd>
        <dt>{t("users.columns.role")}</dt>
        <dd>{t(`rights.roles.${account.role}`)}</dd>
        <dt>{t("users.columns.locales")}</dt>
        <dd>{localesText(t, account.locales)}</dd>
        <dt>{t("users.columns.sections")}</dt>
        <dd>{sectionsText(t, account.sections)}</dd>
        <dt>{t("users.columns.lastSignIn")}</dt>
        <dd>{account.lastSignInAt ? formatDateTime(account.lastSignInAt, uiLocale) : t("users.never")}</dd>
        <dt>{t("users.columns.state")}</dt>
        <dd>{account.active ? (account.hasPassword ? t("users.active") : t("users.awaitingPassword")) : t("users.inactive")}</dd>
      </dl>

      <h2 id="edit-user-heading">{t("users.rightsTitle")}</h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby="edit-user-heading" className="new-page__form">
        <input type="hidden" name="_action" value="update" />
        <RoleField field={fields.role} />
        <LocalesField field={fields.locales} locales={locales} />
        <SectionsField field={fields.sections} />
        <div className="field field--checkbox">
          <input
            id={fields.active.id}
            name={fields.active.name}
            type="checkbox"
            defaultChecked={fields.active.initialValue === "on"}
            aria-invalid={fields.active.errors ? true : undefined}
            aria-describedby={[`${fields.active.id}-hint`, fields.active.errors ? fields.active.errorId : null].filter(Boolean).join(" ")}
          />
          <label htmlFor={fields.active.id}>{t("users.activeLabel")}</label>
          <p id={`${fields.active.id}-hint`} className="field__hint">
            {t(self ? "users.activeHintSelf" : "users.activeHint")}
          </p>
          {fields.active.errors ? (
            <p id={fields.active.errorId} className="field__error">
              {fields.active.errors.map((m) => translateError(m, t)).join(" ")}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          {t("users.save")}
        </button>
      </Form>

      <h2 id="user-link-heading">{t("users.linkTitle")}</h2>
      {account.active ? (
        <Form method="post" aria-labelledby="user-link-heading">
          <p className="field__hint" id="user-link-hint">
            {t("users.newLinkHint")}
          </p>
          <input type="hidden" name="_action" value="link" />
          <button type="submit" className="button button--secondary" aria-describedby="user-link-hint">
            {t("users.newLink")}
          </button>
        </Form>
      ) : (
        <p className="field__hint">{t("users.linkInactive")}</p>
      )}
    </section>
  );
}
