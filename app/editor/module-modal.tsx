import { FormProvider, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BuiltModuleType } from "~/modules/registry";
import { commonGroups } from "./common-groups";
import { EditorDialog } from "./editor-dialog";
import { groupShows } from "./hidden-groups";
import type { ModalView } from "./editor-view";
import { EditorOptionsContext, FieldWidget } from "./fields/field-widget";
import { useLabel } from "./fields/use-label";
import { editorErrorMap, moduleFormSchema } from "./module-form-schema";

export function ModuleModal({
  modal,
  version,
  closeHref,
  lastResult,
}: {
  modal: ModalView;
  version: number;
  closeHref: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("editor");
  const label = useLabel();
  const schema = moduleFormSchema(modal.type as BuiltModuleType);
  // Stored data that no longer matches the schema opens with its errors shown (never silently fixed).
  const initialResult: SubmissionResult<string[]> | null =
    lastResult ?? (modal.storedErrors ? { status: "error", error: modal.storedErrors } : null);
  const [form] = useForm({
    id: `module-form-${modal.moduleId ?? "new"}`,
    lastResult: initialResult,
    defaultValue: modal.defaultValue as never, // built by the loader from the same schema
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, errorMap: editorErrorMap }),
  });
  const data = form.value?.data as Record<string, unknown> | undefined;
  const titleId = "module-modal-title";
  const groups = modal.config.groups.filter((group) => groupShows(group, data ?? (modal.defaultValue.data as Record<string, unknown>)));
  return (
    <EditorDialog labelledBy={titleId} closeHref={closeHref} className="editor-modal">
      <EditorOptionsContext.Provider value={{ locations: modal.locations }}>
      <FormProvider context={form.context}>
        <Form method="post" {...getFormProps(form)} className="editor-modal__form">
          <header className="editor-modal__header">
            <h2 id={titleId}>{t(modal.isNew ? "modal.newTitle" : "modal.editTitle", { name: modal.displayName })}</h2>
            <Link to={closeHref} className="editor-modal__close" aria-label={t("modal.close")}>
              ×
            </Link>
          </header>
          {form.errors?.length || (initialResult?.error && Object.keys(initialResult.error).length) ? (
            <p className="editor-modal__summary" role="alert">
              {t("modal.errorSummary")}
            </p>
          ) : null}
          <input type="hidden" name="_action" value="saveModule" />
          <input type="hidden" name="version" value={version} />
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
            {commonGroups(t).map((group) => (
              <details key={group.id} className="editor-modal__group editor-modal__group--common">
                <summary>{group.label}</summary>
                {group.fields.map((field) => (
                  <FieldWidget key={field.name} field={field} name={`${group.prefix}.${field.name}`} />
                ))}
              </details>
            ))}
          </div>
          <footer className="editor-modal__footer">
            <Link to={closeHref} className="button button--secondary">
              {t("modal.cancel")}
            </Link>
            <button type="submit" className="button">
              {t("modal.save")}
            </button>
          </footer>
        </Form>
      </FormProvider>
      </EditorOptionsContext.Provider>
    </EditorDialog>
  );
}
