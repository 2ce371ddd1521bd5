import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EditorDialog } from "../shell/editor-dialog";
import type { EditorModuleInfo } from "./editor-view";
import { PageActionForm } from "./page-action-form";

/** SPEC §4.1 removal confirmation, server-rendered so it also works without JavaScript. */
export function RemoveDialog({ module, pageId, version, path }: { module: EditorModuleInfo; pageId: number; version: number; path: string }) {
  const { t } = useTranslation("editor");
  const closeHref = `${path}?draft=true`;
  return (
    <EditorDialog labelledBy="remove-title" closeHref={closeHref} className="editor-confirm">
      <h2 id="remove-title">{t("confirm.title")}</h2>
      <p>{t("confirm.text")}</p>
      <p className="editor-confirm__module">{module.displayName}</p>
      <PageActionForm pageId={pageId} intent="removeModule" version={version} moduleId={module.id} className="editor-confirm__actions">
        <button type="submit" className="button button--danger">
          {t("confirm.remove")}
        </button>
        <Link to={closeHref} className="button button--secondary">
          {t("confirm.cancel")}
        </Link>
      </PageActionForm>
    </EditorDialog>
  );
}
