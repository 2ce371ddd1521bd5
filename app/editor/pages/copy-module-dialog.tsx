import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EditorDialog } from "../shell/editor-dialog";
import type { EditorModuleInfo } from "./editor-view";
import { PageActionForm } from "./page-action-form";

/**
 * Copy to page… / Move to page… (issue 25, `?draft=true&copy_module=<id>&copy_mode=copy|move`):
 * the target page and whether the module goes to its top or its end. The content of every locale
 * comes along; the target gets it in its draft. Works without JavaScript.
 */
export function CopyModuleDialog({
  module,
  move,
  choices,
  pageId,
  version,
  path,
}: {
  module: EditorModuleInfo;
  move: boolean;
  choices: { id: number; label: string }[];
  pageId: number;
  version: number;
  path: string;
}) {
  const { t } = useTranslation("editor");
  const closeHref = `${path}?draft=true`;
  const targets = move ? choices.filter((choice) => choice.id !== pageId) : choices;
  return (
    <EditorDialog labelledBy="copy-title" closeHref={closeHref} className="editor-settings">
      <h2 id="copy-title">{t(move ? "copyModule.titleMove" : "copyModule.titleCopy", { name: module.displayName })}</h2>
      <p id="copy-intro">{t(move ? "copyModule.introMove" : "copyModule.introCopy")}</p>
      <PageActionForm pageId={pageId} intent="copyModule" version={version} moduleId={module.id}>
        <input type="hidden" name="mode" value={move ? "move" : "copy"} />
        <div className="field">
          <label className="field__label" htmlFor="copy-target">
            {t("copyModule.target")}
          </label>
          <select id="copy-target" name="targetPageId" required defaultValue="" aria-describedby="copy-intro">
            <option value="" disabled>
              {t("copyModule.choose")}
            </option>
            {targets.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field">
          <legend className="field__label">{t("copyModule.position")}</legend>
          <label>
            <input type="radio" name="position" value="end" defaultChecked /> {t("copyModule.end")}
          </label>{" "}
          <label>
            <input type="radio" name="position" value="start" /> {t("copyModule.start")}
          </label>
        </fieldset>
        <div className="editor-settings__actions">
          <button type="submit" className="button">
            {t(move ? "copyModule.submitMove" : "copyModule.submitCopy")}
          </button>
          <Link to={closeHref} className="button button--secondary">
            {t("copyModule.cancel")}
          </Link>
        </div>
      </PageActionForm>
    </EditorDialog>
  );
}
