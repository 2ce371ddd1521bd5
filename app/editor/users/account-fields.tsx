import type { FieldMetadata } from "@conform-to/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { MIN_PASSWORD_LENGTH } from "~/auth/password-policy";
import { ROLES } from "~/auth/rights";
import { LOCALE_LABEL, LANGUAGE_OF, type Locale } from "~/i18n/locales";
import { translateValidation } from "../shell/validation-messages";

/** A message of the account screens (`users.errors.*`, `account.errors.*` keys) or a shared one, in the editor's language. */
export function translateError(message: string, t: TFunction): string {
  if (/^(users|account)\.errors\.\w+$/.test(message)) return t(message, { n: MIN_PASSWORD_LENGTH });
  return translateValidation(message, (key, options) => t(key, options));
}

function Errors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation("editor");
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      {errors.map((message) => translateError(message, t)).join(" ")}
    </p>
  );
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

type TextProps = {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
};

/** A labelled input with its hint and, when refused, its error (the typed value kept, passwords never). */
export function AccountTextField({ field, label, hint, type = "text", autoComplete, maxLength, required }: TextProps) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <input
        id={field.id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={type === "password" ? undefined : String(field.initialValue ?? "")}
        maxLength={maxLength}
        required={required}
        spellCheck={type === "email" ? false : undefined}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, field.errors && field.errorId)}
      />
      {hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <Errors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The role, as a select with each role's name in the editor's language. */
export function RoleField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("editor");
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {t("users.role")}
      </label>
      <select id={field.id} name={field.name} defaultValue={String(field.initialValue ?? "editor")} aria-invalid={field.errors ? true : undefined} aria-describedby={describedBy(hintId, field.errors && field.errorId)}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`rights.roles.${role}`)}
          </option>
        ))}
      </select>
      <p id={hintId} className="field__hint">
        {t("users.roleHint")}
      </p>
      <Errors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The locales as checkboxes in a fieldset; none checked: every locale. */
export function LocalesField({ field, locales }: { field: FieldMetadata<string[] | undefined>; locales: readonly Locale[] }) {
  const { t } = useTranslation("editor");
  const checked = new Set([field.initialValue ?? []].flat().map(String));
  const hintId = `${field.id}-hint`;
  return (
    <fieldset className="field" aria-describedby={describedBy(hintId, field.errors && field.errorId)}>
      <legend className="field__label">{t("users.locales")}</legend>
      {locales.map((locale) => (
        <div className="field field--checkbox" key={locale}>
          <input id={`${field.id}-${locale}`} type="checkbox" name={field.name} value={locale} defaultChecked={checked.has(locale)} />
          <label htmlFor={`${field.id}-${locale}`} lang={LANGUAGE_OF[locale]}>
            {LOCALE_LABEL[locale]}
          </label>
        </div>
      ))}
      <p id={hintId} className="field__hint">
        {t("users.localesHint")}
      </p>
      <Errors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** The sections: English page paths and content kinds, one per line or comma separated; empty: every section. */
export function SectionsField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("editor");
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {t("users.sections")}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        rows={3}
        defaultValue={String(field.initialValue ?? "")}
        spellCheck={false}
        autoCapitalize="none"
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(hintId, field.errors && field.errorId)}
      />
      <p id={hintId} className="field__hint">
        {t("users.sectionsHint")}
      </p>
      <Errors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** "Deutsch, 中文" or "all languages". */
export function localesText(t: TFunction, locales: readonly Locale[] | null): string {
  return locales === null ? t("rights.allLocales") : locales.map((l) => LOCALE_LABEL[l]).join(", ");
}

/** "/applications, news" or "all sections". */
export function sectionsText(t: TFunction, sections: readonly string[] | null): string {
  return sections === null ? t("users.allSections") : sections.join(", ");
}
