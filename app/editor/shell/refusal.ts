import type { TFunction } from "i18next";
import type { Account, Action, Refusal, Target } from "~/auth/rights";
import { LOCALE_LABEL } from "~/i18n/locales";

/**
 * Why an account may not do something, in the editor's language: "Your role Translator (Deutsch)
 * cannot publish." `t` is the editor namespace's.
 */
export function refusalMessage(t: TFunction, account: Account, action: Action, reason: Refusal, target: Target): string {
  const role = t(`rights.roles.${account.role}`);
  const scope = account.locales === null ? t("rights.allLocales") : account.locales.map((l) => LOCALE_LABEL[l]).join(", ");
  // A section-scoped account refused what belongs to the whole site: there is no section to name.
  const key = reason === "section" && target.pagePath === undefined && target.kind === undefined ? "siteWide" : reason;
  return t(`rights.refused.${key}`, {
    role,
    scope,
    action: t(`rights.actions.${action.replace(".", "_")}`),
    locale: target.locale ? LOCALE_LABEL[target.locale] : "",
    // A content kind by the name its screen has ("News & press releases"), not its key.
    target: target.pagePath ?? (target.kind ? kindName(t, target.kind) : ""),
  });
}

/** A section that is a content kind, by its screen's name; the stock quotes by their import's. */
function kindName(t: TFunction, kind: string): string {
  return kind === "stockQuotes" ? t("import.stockQuotes.title") : t(`content.kinds.${kind}`, { defaultValue: kind });
}
