import { FormProvider, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ModuleType } from "~/modules/types";
import { commonGroups } from "./common-groups";
import { EditorDialog } from "../shell/editor-dialog";
import { groupShows } from "./hidden-groups";
import type { ModalView } from "./editor-view";
import { EditorOptionsContext, FieldWidget } from "../fields/field-widget";
import { ServerPickerContext } from "../fields/server-picker";
import { useLabel } from "../fields/use-label";
import { ConflictNotice, conflictFieldLabel } from "./conflict-notice";
import { pageActionUrl, ReturnToField, useReturnTo } from "./page-action-form";
import { editorErrorMap, moduleFormSchema } from "./module-form-schema";

export function ModuleModal({
  modal,
  pageId,
  version,
  closeHref,
  lastResult,
}: {
  modal: ModalView;
  pageId: number;
  version: number;
  closeHref: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("editor");
  const label = useLabel();
  const schema = moduleFormSchema(modal.type as ModuleType);
  // Stored data that no longer matches the schema opens with its errors shown (never silently fixed).
  const initialResult: SubmissionResult<string[]> | null =
    lastResult ?? (modal.storedErrors ? { status: "error", error: modal.storedErrors } : null);
  const [form] = useForm({
    id: `module-form-${modal.moduleId ?? "new"}`,
    lastResult: initialResult,
    defaultValue: modal.defaultValue as never, // built by the loader from the same schema
    // Validated on the first Save, then live: a blur error must not move the button under the first click.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, errorMap: editorErrorMap }),
  });
  const data = form.value?.data as Record<string, unknown> | undefined;
  const titleId = "module-modal-title";
  const returnTo = useReturnTo();
  const common = commonGroups(t);
  // Escape, × and Cancel ask before dropping typed changes (without JavaScript they are plain links that close).
  const mayClose = () => !form.dirty || window.confirm(t("modal.discardChanges"));
  const guardClose = (event: { preventDefault(): void }) => {
    if (!mayClose()) event.preventDefault();
  };
  // A collapsed group with an error or the open picker in it opens, so they are seen.
  const hasErrorsUnder = (prefix: string) =>
    [...Object.keys(form.allErrors ?? {}), ...Object.keys(initialResult?.error ?? {})].some((name) => name.startsWith(`${prefix}.`));
  const fieldLabel = (name: string) => conflictFieldLabel(name, modal, common, label);
  const groups = modal.config.groups.filter((group) => groupShows(group, data ?? (modal.defaultValue.data as Record<string, unknown>)));
  return (
    <EditorDialog labelledBy={titleId} closeHref={closeHref} className="editor-modal" mayClose={mayClose}>
      <EditorOptionsContext.Provider value={{ locations: modal.locations, english: modal.english }}>
      <ServerPickerContext.Provider value={{ picker: modal.picker, selectionTitles: modal.selectionTitles }}>
      <FormProvider context={form.context}>
        <Form
          method="post"
          action={pageActionUrl(pageId)}
          {...getFormProps(form)}
          // An image field takes an upload with the form when JavaScript is off (ADR 024).
          encType={modal.uploads ? "multipart/form-data" : undefined}
          className="editor-modal__form"
        >
          <header className="editor-modal__header">
            <h2 id={titleId}>{t(modal.isNew ? "modal.newTitle" : "modal.editTitle", { name: modal.displayName })}</h2>
            <Link to={closeHref} className="editor-modal__close" aria-label={t("modal.close")} onClick={guardClose}>
              ×
            </Link>
          </header>
          {form.errors?.length || (initialResult?.error && Object.keys(initialResult.error).length) ? (
            <p className="editor-modal__summary" role="alert">
              {t("modal.errorSummary")}
            </p>
          ) : null}
          {modal.conflict ? <ConflictNotice conflict={modal.conflict} fieldLabel={fieldLabel} /> : null}
          {modal.picker ? (
            // Enter in the open picker's search box searches: the first submit button is the default one.
            <button type="submit" name="_picker" value={modal.picker.field} formNoValidate className="visually-hidden" tabIndex={-1} aria-hidden="true" />
          ) : null}
          <input type="hidden" name="_action" value="saveModule" />
          <input type="hidden" name="version" value={version} />
          <ReturnToField />
          {modal.baseHash ? <input type="hidden" name="baseHash" value={modal.baseHash} /> : null}
          {modal.moduleId ? <input type="hidden" name="moduleId" value={modal.moduleId} /> : null}
          {modal.isNew ? <input type="hidden" name="moduleType" value={modal.type} /> : null}
          {modal.position !== null ? <input type="hidden" name="position" value={modal.position} /> : null}
          <div className="editor-modal__body">
            {groups.map((group) => (
              <fieldset key={group.id} className="editor-modal__group">
                <legend>{label(group.label)}</legend>
                {group.fields.map((field) => (
                  <FieldWidget key={field.name} field={field} name={`data.${field.name}`} />
                ))}
              </fieldset>
            ))}
            {common.map((group) => {
              const readOnly = group.id === "layout" && modal.layoutReadOnly;
              return (
                <details key={group.id} className="editor-modal__group editor-modal__group--common" open={hasErrorsUnder(group.prefix) || modal.picker?.field.startsWith(`${group.prefix}.`) || undefined}>
                  <summary>{group.label}</summary>
                  {readOnly ? <p className="editor-modal__note">{t("modal.layoutEnglishOnly")}</p> : null}
                  <fieldset disabled={readOnly} className="editor-modal__plain-fieldset">
                    {group.fields.map((field) => (
                      <FieldWidget key={field.name} field={field} name={`${group.prefix}.${field.name}`} />
                    ))}
                  </fieldset>
                </details>
              );
            })}
          </div>
          <footer className="editor-modal__footer">
            <Link to={closeHref} className="button button--secondary" onClick={guardClose}>
              {t("modal.cancel")}
            </Link>
            {modal.conflict ? (
              <>
                {/* Save is refused until the editor chooses: theirs reloads the stored module, mine saves over it knowingly. */}
                <Link to={returnTo} reloadDocument className="button button--secondary">
                  {t("conflict.takeTheirs")}
                </Link>
                <button type="submit" className="button">
                  {t("conflict.keepMine")}
                </button>
              </>
            ) : (
              <button type="submit" className="button">
                {t("modal.save")}
              </button>
            )}
          </footer>
        </Form>
      </FormProvider>
      </ServerPickerContext.Provider>
      </EditorOptionsContext.Provider>
    </EditorDialog>
  );
}
