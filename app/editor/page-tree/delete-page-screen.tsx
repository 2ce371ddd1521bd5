import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { editorErrorMap } from "../pages/module-form-schema";
import { translateValidation, validationMessage } from "../shell/validation-messages";
import type { DeletePlan } from "./delete-page.server";
import { PageSelect, type PageChoice } from "./new-page-screen";
import { deletePageSchema } from "./page-structure-schema";

type Loaded = { plan: DeletePlan; choices: PageChoice[] };

/**
 * /editor/pages/:pageId/delete: the confirmation (issue 22). It names the pages deleted with it
 * and what links to it; a page that is linked to is deleted only with a page to send visitors to.
 */
export function DeletePageScreen() {
  const { plan, choices } = useLoaderData<Loaded>();
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  const { t } = useTranslation("editor");
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "delete-page-form",
    lastResult: answer?.result ?? null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deletePageSchema, errorMap: editorErrorMap }),
  });
  const failed = form.status === "error" && answer !== undefined;
  return (
    <section className="container form-builder-screen new-page" aria-labelledby="delete-page-heading">
      <div className="form-builder-screen__head">
        <h1 id="delete-page-heading">{t("pageTree.delete.title")}</h1>
        <p className="form-builder-screen__links">
          <Link to="/editor/pages">{t("pageTree.delete.cancel")}</Link>
        </p>
      </div>
      {plan.isHome ? (
        <p className="form-builder-screen__message" role="alert">
          {translateValidation(validationMessage("homeFixed"), t)}
        </p>
      ) : (
        <>
          {failed ? (
            <p className="form-builder-screen__message" role="alert">
              {t("pageTree.delete.failed")}
            </p>
          ) : null}
          <h2>{t("pageTree.delete.question", { title: plan.title })}</h2>
          {plan.descendants.length ? (
            <>
              <p>{t("pageTree.delete.children")}</p>
              <ul>
                {plan.descendants.map((page) => (
                  <li key={page.id}>{page.title}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t("pageTree.delete.noChildren")}</p>
          )}
          {plan.linkedFrom.length ? (
            <>
              <p>{t("pageTree.delete.linkedFrom")}</p>
              <ul>
                {plan.linkedFrom.map((page) => (
                  <li key={page.id}>
                    <a href={`${page.href}?draft=true`}>{page.title}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {plan.navItems.length ? (
            <>
              <p>{t("pageTree.delete.navItems")}</p>
              <ul>
                {plan.navItems.map((item) => (
                  <li key={item.id}>{item.label}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="new-page__form">
            <PageSelect field={fields.redirectTo} label={t("pageTree.delete.redirectTo")} none={t("pageTree.delete.noRedirect")} choices={choices} />
            <p className="field__hint">{t("pageTree.delete.redirectHint")}</p>
            <button type="submit" className="button button--danger" disabled={submitting}>
              {submitting ? t("pageTree.delete.deleting") : t("pageTree.delete.submit")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
