import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EditorDialog } from "./editor-dialog";
import type { EditorModuleInfo } from "./editor-view";

/** SPEC §4.1 removal confirmation, server-rendered so it also works without JavaScript. */
export function RemoveDialog({ module, version, path }: { module: EditorModuleInfo; version: number; path: string }) {
  const { t } = useTranslation("editor");
  const closeHref = `${path}?draft=true`;
  return (
    <EditorDialog labelledBy="remove-title" closeHref={closeHref} className="editor-confirm">
      <h2 id="remove-title">{t("confirm.title")}</h2>
      <p>{t("confirm.text")}</p>
      <p className="editor-confirm__module">{module.displayName}</p>
      <Form method="post" action={path} className="editor-confirm__actions">
        <input type="hidden" name="_action" value="removeModule" />
        <input type="hidden" name="moduleId" value={module.id} />
        <input type="hidden" name="version" value={version} />
        <button type="submit" className="button button--danger">
          {t("confirm.remove")}
        </button>
        <Link to={closeHref} className="button button--secondary">
          {t("confirm.cancel")}
        </Link>
      </Form>
    </EditorDialog>
  );
}
