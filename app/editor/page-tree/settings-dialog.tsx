import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EditorDialog } from "../shell/editor-dialog";
import type { PageSettingsView } from "../pages/editor-view";
import { FieldErrors } from "../fields/field-errors";
import { editorErrorMap } from "../pages/module-form-schema";
import { pageActionUrl, ReturnToField } from "../pages/page-action-form";
import { fieldAttributes } from "./new-page-screen";
import { SLUG_MAX, TITLE_MAX } from "./page-fields-schema";
import { DESCRIPTION_MAX, pageSettingsSchema } from "./page-settings-schema";

const describedBy = (field: FieldMetadata<unknown>, hint?: string) =>
  [hint, field.errors ? field.errorId : null].filter(Boolean).join(" ") || undefined;

/**
 * Page settings (issue 22, `?draft=true&show_settings=true`): the page's title, slug and
 * description in this locale, and "Hide from search engines". Saved at once (not with Publish);
 * a new slug of a published page makes its old addresses answer 301. Works without JavaScript.
 */
export function SettingsDialog({
  settings,
  pageId,
  path,
  lastResult,
}: {
  settings: PageSettingsView;
  pageId: number;
  path: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("editor");
  const closeHref = `${path}?draft=true`;
  const [form, fields] = useForm({
    id: "page-settings",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { title: settings.title, slug: settings.slug, description: settings.description, noindex: settings.noindex ? "on" : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pageSettingsSchema, errorMap: editorErrorMap }),
  });
  return (
    <EditorDialog labelledBy="settings-title" closeHref={closeHref} className="editor-settings">
      <h2 id="settings-title">{t("settings.title")}</h2>
      <p>{t("settings.intro")}</p>
      {form.status === "error" && lastResult ? (
        <p className="editor-alert" role="alert">
          {t("settings.failed")}
        </p>
      ) : null}
      <Form method="post" action={pageActionUrl(pageId)} {...getFormProps(form)}>
        <input type="hidden" name="_action" value="saveSettings" />
        <ReturnToField />
        <div className="field">
          <label className="field__label" htmlFor={fields.title.id}>
            {t("settings.titleField")}
          </label>
          <input
            {...fieldAttributes(fields.title)}
            type="text"
            defaultValue={String(fields.title.initialValue ?? "")}
            maxLength={TITLE_MAX}
            required
            aria-describedby={describedBy(fields.title)}
          />
          <FieldErrors id={fields.title.errorId} errors={fields.title.errors} />
        </div>
        {settings.isHome ? (
          <p className="field__hint">{t("settings.slugHome")}</p>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={fields.slug.id}>
              {t("settings.slug")}
            </label>
            <input
              {...fieldAttributes(fields.slug)}
              type="text"
              defaultValue={String(fields.slug.initialValue ?? "")}
              maxLength={SLUG_MAX}
              required
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={describedBy(fields.slug, `${fields.slug.id}-hint`)}
            />
            <p id={`${fields.slug.id}-hint`} className="field__hint">
              {t("settings.slugHint", { parent: settings.parentHref })}
            </p>
            <FieldErrors id={fields.slug.errorId} errors={fields.slug.errors} />
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={fields.description.id}>
            {t("settings.description")}
          </label>
          <textarea
            {...fieldAttributes(fields.description)}
            defaultValue={String(fields.description.initialValue ?? "")}
            maxLength={DESCRIPTION_MAX}
            rows={3}
            aria-describedby={describedBy(fields.description, `${fields.description.id}-hint`)}
          />
          <p id={`${fields.description.id}-hint`} className="field__hint">
            {t("settings.descriptionHint")}
          </p>
          <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
        </div>
        <div className="field field--checkbox">
          <input
            id={fields.noindex.id}
            name={fields.noindex.name}
            type="checkbox"
            defaultChecked={fields.noindex.initialValue === "on"}
            aria-describedby={`${fields.noindex.id}-hint`}
          />
          <label htmlFor={fields.noindex.id}>{t("settings.noindex")}</label>
          <p id={`${fields.noindex.id}-hint`} className="field__hint">
            {t("settings.noindexHint")}
          </p>
        </div>
        <div className="editor-settings__actions">
          <button type="submit" className="button">
            {t("settings.save")}
          </button>
          <Link to={closeHref} className="button button--secondary">
            {t("settings.cancel")}
          </Link>
        </div>
      </Form>
      <SocialImageSection image={settings.socialImage} pageId={pageId} returnTo={`${path}?draft=true&show_settings=true`} />
    </EditorDialog>
  );
}

/**
 * Social image (og:image) in this locale: chosen in the media library (a plain link there and a
 * plain form back, with or without JavaScript), removed here. Saved at once.
 */
function SocialImageSection({ image, pageId, returnTo }: { image: PageSettingsView["socialImage"]; pageId: number; returnTo: string }) {
  const { t } = useTranslation("editor");
  const chooseHref = `/editor/media?${new URLSearchParams({ kind: "image", for: String(pageId), returnTo })}`;
  return (
    <section className="editor-settings__social" aria-labelledby="settings-social-title">
      <h3 id="settings-social-title">{t("settings.socialImage")}</h3>
      <p className="field__hint">{t("settings.socialImageHint")}</p>
      {image ? (
        <div className="editor-settings__social-current">
          <img src={image.url} alt="" width={image.width ?? undefined} height={image.height ?? undefined} className="editor-settings__social-image" />
          <p>{image.name}</p>
          <Form method="post" action={pageActionUrl(pageId)}>
            <input type="hidden" name="_action" value="setSocialImage" />
            <input type="hidden" name="mediaId" value="" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="button button--secondary">
              {t("settings.socialImageRemove")}
            </button>
          </Form>
        </div>
      ) : (
        <p>{t("settings.socialImageNone")}</p>
      )}
      <Link to={chooseHref}>{t(image ? "settings.socialImageChange" : "settings.socialImageChoose")}</Link>
    </section>
  );
}
