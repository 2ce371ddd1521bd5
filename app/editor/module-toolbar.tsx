import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { EditorModuleInfo } from "./editor-view";
import { PageActionForm } from "./page-action-form";

type Props = { module: EditorModuleInfo; index: number; count: number; pageId: number; version: number; path: string; canStructure: boolean };

/** SPEC §2.6 per-module toolbar (shown on hover and keyboard focus). */
export function ModuleToolbar({ module, index, count, pageId, version, path, canStructure }: Props) {
  const { t } = useTranslation("editor");
  const addHint = canStructure ? undefined : t("module.onlyEnglishAdd");
  const moveHint = canStructure ? undefined : t("module.onlyEnglishMove");
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
      <Link className="module-toolbar__button" to={`${path}?show_modal=true&module_id=${module.id}`} aria-disabled={!module.renders || undefined}>
        {t("module.edit")}
      </Link>
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
    </div>
  );
}
