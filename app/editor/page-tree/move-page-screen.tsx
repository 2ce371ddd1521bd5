import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "../fields/field-errors";
import { editorErrorMap } from "../pages/module-form-schema";
import { translateValidation, validationMessage } from "../shell/validation-messages";
import { fieldAttributes, PageSelect, type PageChoice } from "./new-page-screen";
import { movePageSchema, POSITION_MAX } from "./page-structure-schema";

/** `choices`: the parents the account may move pages to; `topLevel`: whether the top level is one (issue 43). */
type Loaded = { title: string; isHome: boolean; parentId?: number; position: number; choices: PageChoice[]; topLevel: boolean };

/** /editor/pages/:pageId/move: a new parent and a place among its children (issue 22); works without JavaScript. */
export function MovePageScreen() {
  const { title, isHome, parentId, position, choices, topLevel } = useLoaderData<Loaded>();
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  const { t } = useTranslation("editor");
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "move-page-form",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { parentId: parentId ? String(parentId) : "", position: String(position) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: movePageSchema, errorMap: editorErrorMap }),
  });
  const failed = form.status === "error" && answer !== undefined;
  return (
    <section className="container form-builder-screen new-page" aria-labelledby="move-page-heading">
      <div className="form-builder-screen__head">
        <h1 id="move-page-heading">{t("pageTree.move.title")}</h1>
        <p className="form-builder-screen__links">
          <Link to="/editor/pages">{t("pageTree.move.cancel")}</Link>
        </p>
      </div>
      <p>{t("pageTree.move.page", { title })}</p>
      {isHome ? (
        <p className="form-builder-screen__message" role="alert">
          {translateValidation(validationMessage("homeFixed"), t)}
        </p>
      ) : (
        <>
          {failed ? (
            <p className="form-builder-screen__message" role="alert">
              {t("pageTree.move.failed")}
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="new-page__form">
            <PageSelect field={fields.parentId} label={t("pageTree.move.parent")} none={topLevel ? t("pageTree.move.noParent") : null} choices={choices} />
            <div className="field">
              <label className="field__label" htmlFor={fields.position.id}>
                {t("pageTree.move.position")}
              </label>
              <input
                {...fieldAttributes(fields.position)}
                type="number"
                inputMode="numeric"
                min={1}
                max={POSITION_MAX}
                defaultValue={String(fields.position.initialValue ?? "")}
                aria-describedby={`${fields.position.id}-hint${fields.position.errors ? ` ${fields.position.errorId}` : ""}`}
              />
              <p id={`${fields.position.id}-hint`} className="field__hint">
                {t("pageTree.move.positionHint")}
              </p>
              <FieldErrors id={fields.position.errorId} errors={fields.position.errors} />
            </div>
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? t("pageTree.move.moving") : t("pageTree.move.submit")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
