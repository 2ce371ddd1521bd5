import { FormProvider, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isLocale, LOCALE_LABEL, LOCALES } from "~/i18n/locales";
import type { DiffSegment } from "~/cms/revision-diff";
import type { EditorField } from "~/modules/editor-types";
import { EnglishChanges } from "../fields/english-changes";
import type { PickerView } from "../pages/editor-view";
import { FieldWidget } from "../fields/field-widget";
import { ServerPickerContext } from "../fields/server-picker";
import { useLabel } from "../fields/use-label";
import { groupShows } from "../pages/hidden-groups";
import { editorErrorMap } from "../pages/module-form-schema";
import { editorDateTime } from "../shell/editor-time";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import { translateValidation } from "../shell/validation-messages";
import { contentSubmissionSchema, localSlugSource, translationFields } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { StatusLabel } from "./content-list-screen";
import type { ItemControls, ItemView } from "./content-route.server";
import { RefusalNotes, RefusedButton } from "./refused-controls";
import { ContentSafetyPanel } from "./content-safety-panel";
import { ContentUndoButtons, ContentUndoForms } from "./content-undo-redo";
import type { ContentUse } from "./content-stores.server";
import { publishedNotice } from "./publication-status";
import { useSlugFromTitle } from "./use-slug-from-title";
import { ReviewControls } from "../reviews/review-controls";
import type { PageReviewInfo } from "../reviews/review-types";

type Loaded = { view: ItemView; selectionTitles: Record<string, Record<string, string>>; controls: ItemControls; review: PageReviewInfo | null };
type Answer = {
  result: SubmissionResult<string[]> | null;
  picker: PickerView | null;
  selectionTitles: Record<string, Record<string, string>> | null;
  conflict: { revision: number; intent: string } | null;
  inUse?: ContentUse[];
  /** A refused "Publish at…" / "Unpublish at…" (the dialog again, with its messages). */
  scheduleResult?: SubmissionResult<string[]>;
};

/** Notices after which the item's stored values are not the ones the editor typed. */
const REWRITTEN: ReadonlySet<string> = new Set(["undone", "redone", "restored", "discarded"]);
/** Undo / redo refusals: said at once (role alert); the page editor's words where they are the same. */
const REFUSALS: Readonly<Record<string, string>> = { nothingToUndo: "errors.nothingToUndo", nothingToRedo: "errors.nothingToRedo", undoOther: "content.notice.undoOther", undoRefused: "content.notice.undoRefused" };

/** A value of a structure field as text (read-only in a translation): an option by its label. */
function shown(value: unknown, field: EditorField, label: (text: string) => string): string {
  if (value === null || value === undefined || value === "") return "–";
  const option = field.options?.find((o) => o.value === value);
  if (option) return label(option.label);
  if (typeof value === "object" && "id" in value) return `#${String((value as { id: unknown }).id)}`;
  return String(value);
}

/**
 * /editor/content/:kind/new and /:kind/:id?locale=de (issue 23): the item's form from the kind's
 * description, Save draft, Publish, Unpublish and Delete (with a confirmation), plain forms that
 * work without JavaScript. In another locale only the texts are edited, the English beside them.
 */
export function ContentItemScreen() {
  const { view } = useLoaderData<Loaded>();
  // One form per item and locale: the locale tabs are client navigations, and each form starts from its own values.
  // After an undo, redo, restore or discard the stored values changed under the same form: it starts again from them.
  const rewritten = view.notice && REWRITTEN.has(view.notice) ? `-${view.revision}` : "";
  return <ContentItemForm key={`${view.kind}-${view.id ?? "new"}-${view.locale}${rewritten}`} />;
}

function ContentItemForm() {
  const { view, selectionTitles, controls, review } = useLoaderData<Loaded>();
  const answer = useActionData<Answer>();
  const { t, i18n } = useTranslation("editor");
  const uiLocale = isLocale(i18n.language) ? i18n.language : "en";
  const label = useLabel();
  const submitting = useNavigation().state === "submitting";
  /** Typed since the form was loaded: Ctrl+Z would throw that away, so it waits for a save (the button still works). */
  const typed = useRef(false);
  // The editor's own typing (not a widget syncing its hidden value).
  const onType = (event: FormEvent) => {
    if (event.nativeEvent.isTrusted) typed.current = true;
  };
  const kindForm = CONTENT_KIND_FORMS[view.kind];
  const english = view.locale === "en";
  const schema = contentSubmissionSchema(kindForm, english);
  const [form] = useForm({
    id: `content-form-${view.kind}-${view.id ?? "new"}-${view.locale}`,
    lastResult: answer?.result ?? null,
    defaultValue: { data: view.values } as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, errorMap: editorErrorMap }),
  });
  const values = (form.value as { data?: Record<string, unknown> } | undefined)?.data ?? view.values;
  const slugSource = english ? (kindForm.slugSource ?? kindForm.titleField) : localSlugSource(kindForm);
  useSlugFromTitle(form, { enabled: kindForm.slug && slugSource !== null, title: slugSource ? values[slugSource] : "", slug: values.slug, initialSlug: view.values.slug });
  const translated = new Set(translationFields(kindForm));
  const groups = kindForm.editor.groups
    .filter((group) => groupShows(group, values))
    // A translation's texts are all optional: an empty one shows visitors the English text.
    .map((group) => ({ ...group, fields: english ? group.fields : group.fields.filter((f) => translated.has(f.name)).map((f) => ({ ...f, required: false })) }))
    .filter((group) => group.fields.length > 0);
  const structure = english ? [] : kindForm.editor.groups.filter((g) => groupShows(g, view.english ?? {})).flatMap((g) => g.fields.filter((f) => !translated.has(f.name)));
  const base = `/editor/content/${view.kind}`;
  const self = view.id === null ? `${base}/new` : `${base}/${view.id}${english ? "" : `?locale=${view.locale}`}`;
  const title = view.id === null ? t("content.item.newTitle", { kind: t(`content.kinds.${view.kind}`) }) : String(view.values[kindForm.titleField] || (view.english?.[kindForm.titleField] ?? ""));
  const uploads = english && kindForm.editor.groups.some((g) => g.fields.some((f) => f.kind === "image"));
  const failed = answer?.result && answer.result.status === "error";
  return (
    <section className="container form-builder-screen content-admin" aria-labelledby="content-item-title">
      <ScreenHead id="content-item-title" title={title}>
        <Link to={base}>{t("content.backToList", { kind: t(`content.kinds.${view.kind}`) })}</Link>{" "}
        {view.viewHref ? <a href={view.viewHref}>{t("content.viewOnSite")}</a> : null}
      </ScreenHead>
      {view.id !== null && kindForm.translated.length > 0 ? (
        <>
          <p className="content-admin__state">
            {view.status ? <StatusLabel status={view.status} visibleFrom={view.visibleFrom} /> : null}{" "}
            {view.updatedAt ? t("pageTree.changedBy", { date: editorDateTime(view.updatedAt, uiLocale), name: view.updatedBy ?? t("pageTree.nobody") }) : null}
          </p>
          <nav aria-label={t("content.locales")}>
            <ul className="content-admin__locale-tabs">
              {LOCALES.filter((locale) => controls.locales.includes(locale)).map((locale) => (
                <li key={locale}>
                  <Link to={`${base}/${view.id}${locale === "en" ? "" : `?locale=${locale}`}`} aria-current={locale === view.locale ? "page" : undefined}>
                    {LOCALE_LABEL[locale]}
                    {locale !== "en" && !view.translatedLocales.includes(locale) ? ` (${t("content.fallback")})` : ""}
                    {view.outdatedLocales.includes(locale) ? ` (${t("content.outdated")})` : ""}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : null}
      {view.id !== null ? (
        // Issue 45: the item's review (state, read-only for its author, Withdraw), and Submit for review for who may.
        <ReviewControls
          review={review}
          locale={uiLocale}
          returnTo={`${base}/${view.id}?locale=${view.locale}`}
          submitFields={
            <>
              <input type="hidden" name="kind" value={view.kind} />
              <input type="hidden" name="itemId" value={view.id} />
              <input type="hidden" name="locale" value={view.locale} />
            </>
          }
        />
      ) : null}
      {view.notice && REFUSALS[view.notice] ? (
        <ScreenMessage role="alert" text={t(REFUSALS[view.notice], { name: view.safety?.steps.undo?.by ?? t("contentSafety.someoneElse") })} />
      ) : (
        <ScreenMessage text={view.notice === "published" ? publishedNotice(t, view.visibleFrom, uiLocale) : view.notice ? t(`content.notice.${view.notice}`) : null} />
      )}
      {view.safety ? <ContentSafetyPanel view={view} safety={view.safety} controls={controls} scheduleResult={answer?.scheduleResult ?? null} /> : null}
      {failed ? <ScreenMessage role="alert" text={t("content.failed")} /> : null}
      {answer?.conflict ? <ScreenMessage role="alert" text={t("content.conflict")} /> : null}
      {answer?.inUse?.length ? (
        <div className="form-builder-screen__message" role="alert">
          <p>{t("content.inUse")}</p>
          <ul>
            {answer.inUse.map((use, index) => (
              <li key={index}>{t(`content.uses.${use.kind}`, { name: use.name })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!english ? <p className="content-admin__note">{t("content.translationNote")}</p> : null}
      {structure.length ? (
        <dl className="content-admin__structure" aria-label={t("content.structure")}>
          {structure.map((field) => (
            <div key={field.name}>
              <dt>{label(field.label)}</dt>
              <dd>{shown(view.english?.[field.name], field, label)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ServerPickerContext.Provider value={{ picker: answer?.picker ?? undefined, selectionTitles: answer?.selectionTitles ?? selectionTitles }}>
        <FormProvider context={form.context}>
          <Form method="post" action={self} {...getFormProps(form)} encType={uploads ? "multipart/form-data" : undefined} className="content-admin__form" onInput={onType}>
            {answer?.picker ? <button type="submit" name="_picker" value={answer.picker.field} formNoValidate className="visually-hidden" tabIndex={-1} aria-hidden="true" /> : null}
            {view.revision !== null ? <input type="hidden" name="revision" value={view.revision} /> : null}
            {groups.map((group) => (
              <fieldset key={group.id} className="editor-modal__group">
                <legend>{label(group.label)}</legend>
                {group.fields.map((field) => (
                  <div key={field.name} className="content-admin__field">
                    <FieldWidget field={field} name={`data.${field.name}`} />
                    {!english ? <EnglishBeside field={field} value={view.english?.[field.name]} changed={view.englishChanged[field.name]} /> : null}
                    {!english && field.name === "slug" ? <p className="content-admin__note">{t(slugSource ? "content.slugNote" : "content.slugNoteEnglish")}</p> : null}
                  </div>
                ))}
              </fieldset>
            ))}
            {form.errors?.length ? (
              // What refuses the whole item (a translation's Publish while it chooses an unpublished item, ADR 066).
              <div id={form.errorId} className="form-builder-screen__message" role="alert">
                {form.errors.map((message) => (
                  <p key={message}>{translateValidation(message, t)}</p>
                ))}
              </div>
            ) : null}
            <div className="content-admin__actions">
              {answer?.conflict ? (
                <>
                  <Link to={self} reloadDocument className="button button--secondary">
                    {t("conflict.takeTheirs")}
                  </Link>
                  <button type="submit" name="overwrite" value={answer.conflict.revision} className="button">
                    {t("conflict.keepMine")}
                  </button>
                  <input type="hidden" name="intent" value={answer.conflict.intent} />
                </>
              ) : (
                <>
                  {controls.save ? null : (
                    <button type="submit" name="intent" value="save" className="button button--secondary" disabled={submitting}>
                      {t("content.saveDraft")}
                    </button>
                  )}
                  {controls.publish ? (
                    <RefusedButton id="content-publish-refused" className="button">
                      {t("content.publish")}
                    </RefusedButton>
                  ) : (
                    <button type="submit" name="intent" value="publish" className="button" disabled={submitting}>
                      {t("content.publish")}
                    </button>
                  )}
                  {view.safety && !controls.draft ? <ContentUndoButtons steps={view.safety.steps} disabled={submitting} /> : null}
                  {view.published && !controls.unpublish ? (
                    <button type="submit" name="intent" value="unpublish" formNoValidate className="button button--secondary" disabled={submitting}>
                      {t("content.unpublish")}
                    </button>
                  ) : null}
                  {view.id !== null ? (
                    controls.delete ? (
                      <RefusedButton id="content-delete-refused">{t("content.delete")}</RefusedButton>
                    ) : (
                      <Link to={`${base}/${view.id}?confirm_delete=1`} className="button button--secondary">
                        {t("content.delete")}
                      </Link>
                    )
                  ) : null}
                </>
              )}
            </div>
            <RefusalNotes
              notes={[
                { id: "content-save-refused", reason: controls.save },
                { id: "content-publish-refused", reason: !controls.save && controls.publish },
                { id: "content-delete-refused", reason: view.id !== null && controls.delete },
              ]}
            />
          </Form>
        </FormProvider>
      </ServerPickerContext.Provider>
      {view.safety && !controls.draft ? <ContentUndoForms action={self} revision={view.revision} held={() => typed.current} /> : null}
      {view.confirmDelete && view.id !== null && !controls.delete ? (
        <section className="content-admin__confirm" role="alertdialog" aria-labelledby="content-delete-title" aria-describedby="content-delete-text">
          <h2 id="content-delete-title">{t("content.deleteTitle")}</h2>
          <p id="content-delete-text">{t("content.deleteText", { title })}</p>
          <Form method="post" action={`${base}/${view.id}`}>
            <input type="hidden" name="revision" value={view.revision ?? ""} />
            <button type="submit" name="intent" value="delete" className="button button--danger">
              {t("content.deleteConfirm")}
            </button>{" "}
            <Link to={`${base}/${view.id}`}>{t("modal.cancel")}</Link>
          </Form>
        </section>
      ) : null}
    </section>
  );
}

/** The English text beside a translation's field (what visitors read while the field is empty), and what changed in it since the translation. */
function EnglishBeside({ field, value, changed }: { field: EditorField; value: unknown; changed?: DiffSegment[] }) {
  const { t } = useTranslation("editor");
  const text = typeof value === "string" ? value : "";
  return (
    <div className="content-admin__english">
      <span className="content-admin__english-label">{t("content.english")}</span>{" "}
      {field.kind === "richText" ? <span className="content-admin__english-text">{text.replace(/<[^>]+>/g, " ").slice(0, 600)}</span> : <span className="content-admin__english-text">{text || "–"}</span>}
      {changed ? <EnglishChanges segments={changed} className="content-admin__english-changed" /> : null}
    </div>
  );
}
