import { FormDialog, formDialogId } from "~/forms/form-dialog";
import { PublicForm } from "~/forms/public-form";
import type { ModuleProps } from "../types";
import type { CustomFormsRows } from "./load.server";
import type { CustomFormsData } from "./schema";

/** A form-builder form on the page, or a button that opens it in a dialog. */
export function CustomForms({ id, data, locale, rows }: ModuleProps<CustomFormsData, CustomFormsRows | null | undefined>) {
  if (!rows) return null; // the loader found no usable form (logged there)
  if (data.display === "button") {
    return (
      <FormDialog moduleId={id} label={data.buttonLabel || rows.form.title} title={rows.form.title} trackingName={rows.form.trackingName}>
        <PublicForm moduleId={id} view={rows.form} question={rows.question} locale={locale} anchor={formDialogId(id)} openEvent="none" />
      </FormDialog>
    );
  }
  return (
    <div className="custom-forms">
      <PublicForm moduleId={id} view={rows.form} question={rows.question} locale={locale} />
    </div>
  );
}
