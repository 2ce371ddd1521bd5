import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MIN_PASSWORD_LENGTH } from "~/auth/password-policy";
import type { UserRow } from "~/auth/users.server";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import { editorErrorMap } from "../pages/module-form-schema";
import { AccountTextField, localesText, sectionsText } from "../users/account-fields";
import { changePasswordSchema, NAME_MAX, nameSchema, PASSWORD_MAX } from "./account-schema";
import type { AccountNotice } from "./account-route.server";

type Loaded = { account: UserRow; notice: AccountNotice; canManageUsers: boolean };
type Answer = { form: "name" | "password"; result: SubmissionResult<string[]> };

/** /editor/account: every account's own name and password; its role and scope, read only (issue 43 §3). */
export function AccountScreen() {
  const { account, notice, canManageUsers } = useLoaderData<Loaded>();
  const answer = useActionData<Answer>();
  const { t } = useTranslation("editor");
  const [nameForm, nameFields] = useForm({
    id: "account-name",
    lastResult: answer?.form === "name" ? answer.result : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { name: account.name },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: nameSchema, errorMap: editorErrorMap }),
  });
  const [passwordForm, passwordFields] = useForm({
    id: "account-password",
    lastResult: answer?.form === "password" ? answer.result : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema, errorMap: editorErrorMap }),
  });
  const failed = answer !== undefined && (nameForm.status === "error" || passwordForm.status === "error");
  return (
    <section className="container page-tree account" aria-labelledby="account-title">
      <ScreenHead id="account-title" title={t("account.title")}>
        {canManageUsers ? <Link to="/editor/users">{t("users.title")}</Link> : null} <Link to="/editor/pages">{t("redirects.toPages")}</Link>
      </ScreenHead>
      <ScreenMessage text={notice ? t(`account.notice.${notice}`) : null} />
      <ScreenMessage role="alert" text={failed ? t("account.failed") : null} />

      <dl className="users__facts">
        <dt>{t("users.columns.email")}</dt>
        <dd>{account.email}</dd>
        <dt>{t("users.columns.role")}</dt>
        <dd>{t(`rights.roles.${account.role}`)}</dd>
        <dt>{t("users.columns.locales")}</dt>
        <dd>{localesText(t, account.locales)}</dd>
        <dt>{t("users.columns.sections")}</dt>
        <dd>{sectionsText(t, account.sections)}</dd>
      </dl>
      <p className="field__hint">{t("account.scopeHint")}</p>

      <h2 id="account-name-heading">{t("account.nameTitle")}</h2>
      <Form method="post" {...getFormProps(nameForm)} aria-labelledby="account-name-heading" className="new-page__form">
        <input type="hidden" name="_action" value="name" />
        <AccountTextField field={nameFields.name} label={t("users.name")} autoComplete="name" maxLength={NAME_MAX} required />
        <button type="submit" className="button">
          {t("account.saveName")}
        </button>
      </Form>

      <h2 id="account-password-heading">{t("account.passwordTitle")}</h2>
      <Form method="post" {...getFormProps(passwordForm)} aria-labelledby="account-password-heading" className="new-page__form">
        <input type="hidden" name="_action" value="password" />
        {/* For password managers: whose password this is. */}
        <input type="hidden" name="username" autoComplete="username" value={account.email} />
        <AccountTextField field={passwordFields.current} label={t("account.currentPassword")} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} required />
        <AccountTextField field={passwordFields.password} label={t("account.newPassword")} hint={t("account.passwordHint", { n: MIN_PASSWORD_LENGTH })} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} required />
        <AccountTextField field={passwordFields.repeat} label={t("account.repeatPassword")} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} required />
        <button type="submit" className="button">
          {t("account.savePassword")}
        </button>
      </Form>
    </section>
  );
}
