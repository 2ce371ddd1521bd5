import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "../fields/field-errors";
import { editorErrorMap } from "../pages/module-form-schema";
import { newPageSchema, slugFromTitle } from "./new-page-schema";
import { SLUG_MAX, TITLE_MAX } from "./page-fields-schema";

/** A field's id, name and invalid state (its value attributes are set where it is used). */
export function fieldAttributes(field: FieldMetadata<unknown>) {
  return { id: field.id, name: field.name, "aria-invalid": field.errors ? true : undefined };
}

export type PageChoice = { id: number; label: string };

/** `topLevel`: whether the account may create pages at the top level (issue 43: its sections). */
type Loaded = { choices: PageChoice[]; topLevel: boolean; parentId?: number };

/** /editor/pages/new: Title, Slug (made from the title until edited), Parent page, Copy modules from (issue 22). */
export function NewPageScreen() {
  const { choices, topLevel, parentId } = useLoaderData<Loaded>();
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  const { t } = useTranslation("editor");
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "new-page-form",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { parentId: parentId ? String(parentId) : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPageSchema, errorMap: editorErrorMap }),
  });
  // The slug follows the title until the editor types one of their own.
  const [slugEdited, setSlugEdited] = useState(Boolean(fields.slug.initialValue));
  const [slug, setSlug] = useState(String(fields.slug.initialValue ?? ""));
  const failed = form.status === "error" && answer !== undefined;
  return (
    <section className="container form-builder-screen new-page" aria-labelledby="new-page-heading">
      <div className="form-builder-screen__head">
        <h1 id="new-page-heading">{t("pageTree.new.title")}</h1>
        <p className="form-builder-screen__links">
          <Link to="/editor/pages">{t("pageTree.new.cancel")}</Link>
        </p>
      </div>
      {failed ? (
        <p className="form-builder-screen__message" role="alert">
          {t("pageTree.new.failed")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="new-page__form">
        <div className="field">
          <label className="field__label" htmlFor={fields.title.id}>
            {t("pageTree.new.titleField")}
          </label>
          <input
            {...fieldAttributes(fields.title)}
            type="text"
            defaultValue={String(fields.title.initialValue ?? "")}
            maxLength={TITLE_MAX}
            required
            aria-describedby={fields.title.errors ? fields.title.errorId : undefined}
            onChange={(event) => {
              if (!slugEdited) setSlug(slugFromTitle(event.currentTarget.value));
            }}
          />
          <FieldErrors id={fields.title.errorId} errors={fields.title.errors} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fields.slug.id}>
            {t("pageTree.new.slug")}
          </label>
          <input
            {...fieldAttributes(fields.slug)}
            type="text"
            value={slug}
            maxLength={SLUG_MAX}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={`${fields.slug.id}-hint${fields.slug.errors ? ` ${fields.slug.errorId}` : ""}`}
            onChange={(event) => {
              setSlug(event.currentTarget.value);
              setSlugEdited(event.currentTarget.value !== "");
            }}
          />
          <p id={`${fields.slug.id}-hint`} className="field__hint">
            {t("pageTree.new.slugHint")}
          </p>
          <FieldErrors id={fields.slug.errorId} errors={fields.slug.errors} />
        </div>
        <PageSelect field={fields.parentId} label={t("pageTree.new.parent")} none={topLevel ? t("pageTree.new.noParent") : null} choices={choices} />
        <PageSelect field={fields.copyFrom} label={t("pageTree.new.copyFrom")} none={t("pageTree.new.noCopy")} choices={choices} />
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t("pageTree.new.creating") : t("pageTree.new.submit")}
        </button>
      </Form>
    </section>
  );
}

/** A choice among the site's pages (tree order), "none" first unless `none` is null (the account may not choose none). */
export function PageSelect({ field, label, none, choices }: { field: FieldMetadata<unknown>; label: string; none: string | null; choices: PageChoice[] }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <select {...fieldAttributes(field)} defaultValue={String(field.initialValue ?? "")} aria-describedby={field.errors ? field.errorId : undefined}>
        {none === null ? null : <option value="">{none}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
