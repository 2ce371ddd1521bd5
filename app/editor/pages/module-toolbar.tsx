import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { EditorModuleInfo } from "./editor-view";
import { useEditorPage } from "./editor-page";
import { PageActionForm } from "./page-action-form";
import type { TranslationState } from "~/cms/translation-status";

/**
 * Issue 25: in a locale's draft, whether this module's translation is missing or outdated; in
 * English, every locale where it is. Nothing when all is up to date.
 */
function TranslationBadges({ states, locale }: { states: Record<string, TranslationState> | undefined; locale: string }) {
  const { t } = useTranslation("editor");
  if (!states) return null;
  const shown = Object.entries(states).filter(([l, state]) => state !== "current" && (locale === "en" || l === locale));
  if (shown.length === 0) return null;
  return (
    <span className="module-toolbar__translations">
      {shown.map(([l, state]) => (
        <span key={l} className={`module-toolbar__translation module-toolbar__translation--${state}`}>
          {t(`translation.${state}`, { locale: l.toUpperCase() })}
        </span>
      ))}
    </span>
  );
}

type Props = {
  module: EditorModuleInfo;
  index: number;
  count: number;
  pageId: number;
  version: number;
  path: string;
  canStructure: boolean;
  /** This module's translation state per non-English locale (issue 25). */
  translations?: Record<string, TranslationState>;
  locale: string;
};

/** SPEC §2.6 per-module toolbar (shown on hover and keyboard focus). */
export function ModuleToolbar({ module, index, count, pageId, version, path, canStructure, translations, locale }: Props) {
  const { t } = useTranslation("editor");
  // In English, structure is refused only by the account's role or scope (issue 43): say so.
  const rights = useEditorPage()?.rights;
  const structureRefusal = rights?.["page.structure"] ?? null;
  // A draft in review is read-only for its author (issue 45): its text too, in every locale.
  const editRefusal = rights?.["page.editText"] ?? null;
  const refused = editRefusal ?? (locale === "en" ? structureRefusal : null);
  const addHint = canStructure ? undefined : (refused ?? t("module.onlyEnglishAdd"));
  const moveHint = canStructure ? undefined : (refused ?? t("module.onlyEnglishMove"));
  const move = (intent: "moveUp" | "moveDown", disabled: boolean, label: string) => (
    <PageActionForm pageId={pageId} intent={intent} version={version} moduleId={module.id}>
      <button type="submit" className="module-toolbar__button" disabled={disabled || !canStructure} title={moveHint}>
        {label}
      </button>
    </PageActionForm>
  );
  return (
    <div
      className={module.lowerToolbar ? "module-toolbar module-toolbar--lower" : "module-toolbar"}
      role="toolbar"
      aria-label={t("module.toolbar", { name: module.displayName })}
    >
      {editRefusal ? (
        <button type="button" className="module-toolbar__button" disabled title={editRefusal}>
          {t("module.edit")}
        </button>
      ) : (
        <Link className="module-toolbar__button" to={`${path}?show_modal=true&module_id=${module.id}`} aria-disabled={!module.renders || undefined}>
          {t("module.edit")}
        </Link>
      )}
      <TranslationBadges states={translations} locale={locale} />
      {module.invalid ? (
        <span className="module-toolbar__warning" role="status">
          {t("module.invalidData")}
        </span>
      ) : null}
      {canStructure ? (
        <Link className="module-toolbar__button" to={`${path}?draft=true&confirm_remove=${module.id}`}>
          {t("module.remove")}
        </Link>
      ) : (
        <button type="button" className="module-toolbar__button" disabled title={addHint}>
          {t("module.remove")}
        </button>
      )}
      {canStructure ? (
        <Link className="module-toolbar__button" to={`${path}?show_sidebar=true&module_position=${index}`}>
          {t("module.addBelow")}
        </Link>
      ) : (
        <button type="button" className="module-toolbar__button" disabled title={addHint}>
          {t("module.addBelow")}
        </button>
      )}
      {move("moveUp", index === 0, t("module.moveUp"))}
      {move("moveDown", index === count - 1, t("module.moveDown"))}
      {canStructure ? (
        <>
          <Link className="module-toolbar__button" to={`${path}?draft=true&copy_module=${module.id}`}>
            {t("module.copyTo")}
          </Link>
          <Link className="module-toolbar__button" to={`${path}?draft=true&copy_module=${module.id}&copy_mode=move`}>
            {t("module.moveTo")}
          </Link>
        </>
      ) : null}
    </div>
  );
}
