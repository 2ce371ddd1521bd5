import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { isLocale, LANGUAGE_OF, LOCALE_LABEL, LOCALES, type Locale } from "~/i18n/locales";
import { formatBytes, formatDateTime } from "~/lib/format";
import { EditorTextField } from "../fields/editor-text-field";
import { FieldErrors } from "../fields/field-errors";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import { editorErrorMap } from "../pages/module-form-schema";
import { translateValidation } from "../shell/validation-messages";
import { ALT_MAX, MEDIA_TEXT_MAX, mediaDetailsSchema } from "./media-details-schema";
import type { MediaDetails } from "./media-details.server";
import type { DetailsNotice, MediaRights } from "./media-route.server";
import type { MediaUses } from "./media-uses.server";

type Loaded = { item: MediaDetails; uses: MediaUses; notice: DetailsNotice; rights: MediaRights };
type Answer = { result?: SubmissionResult<string[]>; refusedDelete?: { message: string; uses: MediaUses }; replaceRefused?: string };

const describedBy = (field: FieldMetadata<unknown>, hint?: string) => [hint, field.errors ? field.errorId : null].filter(Boolean).join(" ") || undefined;

/**
 * /editor/media/:id: an item's preview and facts, where it is used, its details form and Delete
 * (issue 24). What the account may not do (issue 43) is disabled, with the reason beside it.
 */
export function MediaDetailsScreen() {
  const { item, uses, notice, rights } = useLoaderData<Loaded>();
  const answer = useActionData<Answer>();
  const { t, i18n } = useTranslation("editor");
  const uiLocale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  const picture = item.kind === "image" || item.kind === "vector";
  const [form, fields] = useForm({
    id: "media-details",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      name: item.name,
      alt: item.alt,
      decorative: item.decorative ? "on" : undefined,
      title: item.title,
      credit: item.credit,
      focalX: item.focalX ?? undefined,
      focalY: item.focalY ?? undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mediaDetailsSchema(picture), errorMap: editorErrorMap }),
  });
  const alt = fields.alt.getFieldset();
  const focalX = useRef<HTMLInputElement>(null);
  const focalY = useRef<HTMLInputElement>(null);
  // With JavaScript a click on the image sets the focal point; the two numbers work without it.
  const pickFocus = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const percent = (offset: number, size: number) => String(Math.round(Math.min(100, Math.max(0, (offset / size) * 100))));
    if (focalX.current) focalX.current.value = percent(event.clientX - box.left, box.width);
    if (focalY.current) focalY.current.value = percent(event.clientY - box.top, box.height);
  };
  const refused = answer?.refusedDelete;
  const shownUses = refused?.uses ?? uses;
  return (
    <section className="container page-tree media-details" aria-labelledby="media-details-title">
      <ScreenHead id="media-details-title" title={item.name}>
        <Link to="/editor/media">{t("media.toLibrary")}</Link>
      </ScreenHead>
      <ScreenMessage text={notice ? t(`media.notice.${notice}`) : null} />
      <ScreenMessage role="alert" text={form.status === "error" && answer?.result ? t("media.failed") : null} />
      <ScreenMessage role="alert" text={refused ? translateValidation(refused.message, t) : null} />

      <div className="media-details__layout">
        <figure className="media-details__preview">
          {picture ? (
            <>
              <img src={item.url} alt="" width={item.width ?? undefined} height={item.height ?? undefined} onClick={pickFocus} />
              <figcaption className="field__hint">{t("media.focalHint")}</figcaption>
            </>
          ) : (
            <a href={item.url}>{t("media.open", { name: item.filename })}</a>
          )}
        </figure>
        <dl className="media-details__facts">
          <dt>{t("media.facts.filename")}</dt>
          <dd>
            <code>{item.filename}</code>
          </dd>
          <dt>{t("media.facts.type")}</dt>
          <dd>
            {t(`media.kinds.${item.kind}`)} ({item.contentType})
          </dd>
          <dt>{t("media.facts.size")}</dt>
          <dd>{formatBytes(item.size, uiLocale)}</dd>
          {item.width && item.height ? (
            <>
              <dt>{t("media.facts.dimensions")}</dt>
              <dd>
                {item.width} × {item.height} px
              </dd>
            </>
          ) : null}
          <dt>{t("media.facts.uploaded")}</dt>
          <dd>{t("media.uploaded", { date: formatDateTime(item.createdAt, uiLocale), name: item.uploadedBy ?? t("media.nobody") })}</dd>
        </dl>
      </div>

      <h2 id="media-uses-heading">{t("media.uses.title")}</h2>
      {shownUses.pages.length === 0 && shownUses.content.length === 0 ? (
        <p className="field__empty">{t("media.uses.none")}</p>
      ) : (
        <ul className="media-details__uses" aria-labelledby="media-uses-heading">
          {shownUses.pages.map((use) => (
            <li key={`page-${use.pageId}`}>
              {use.href ? <a href={use.href}>{use.title}</a> : use.title} ({use.revisions.map((r) => t(`media.uses.${r}`)).join(", ")})
            </li>
          ))}
          {shownUses.content.map((use) => (
            <li key={`${use.table}-${use.id}`}>
              {t(`media.uses.tables.${use.table}`)}: {use.label}
            </li>
          ))}
        </ul>
      )}

      <h2 id="media-form-heading">{t("media.details")}</h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby="media-form-heading" className="new-page__form">
        <input type="hidden" name="_action" value="save" />
        <EditorTextField field={fields.name} label={t("media.fields.name")} maxLength={MEDIA_TEXT_MAX} />
        {picture ? (
          <fieldset className="media-details__alt">
            <legend>{t("media.fields.alt")}</legend>
            <p id="media-alt-hint" className="field__hint">
              {t("media.fields.altHint")}
            </p>
            {LOCALES.map((locale) => (
              <EditorTextField key={locale} field={alt[locale]} label={`${t("media.fields.altIn")} ${LOCALE_LABEL[locale]}`} maxLength={ALT_MAX} hintId="media-alt-hint" lang={LANGUAGE_OF[locale]} />
            ))}
            <div className="field field--checkbox">
              <input id={fields.decorative.id} name={fields.decorative.name} type="checkbox" defaultChecked={fields.decorative.initialValue === "on"} aria-describedby="media-decorative-hint" />
              <label htmlFor={fields.decorative.id}>{t("media.fields.decorative")}</label>
              <p id="media-decorative-hint" className="field__hint">
                {t("media.fields.decorativeHint")}
              </p>
            </div>
          </fieldset>
        ) : null}
        <EditorTextField field={fields.title} label={t("media.fields.title")} maxLength={MEDIA_TEXT_MAX} />
        <EditorTextField field={fields.credit} label={t("media.fields.credit")} maxLength={MEDIA_TEXT_MAX} />
        {picture ? (
          <fieldset className="media-details__focal">
            <legend>{t("media.fields.focal")}</legend>
            <p id="media-focal-hint" className="field__hint">
              {t("media.fields.focalHint")}
            </p>
            <NumberField field={fields.focalX} label={t("media.fields.focalX")} inputRef={focalX} />
            <NumberField field={fields.focalY} label={t("media.fields.focalY")} inputRef={focalY} />
          </fieldset>
        ) : null}
        <RightButton refused={rights["media.edit"]} id="media-save-refused" className="button">
          {t("media.save")}
        </RightButton>
      </Form>

      <h2 id="media-replace-heading">{t("media.replace.title")}</h2>
      <Form method="post" encType="multipart/form-data" aria-labelledby="media-replace-heading">
        <input type="hidden" name="_action" value="replace" />
        <div className="field">
          <label className="field__label" htmlFor="media-replace-file">
            {t("media.replace.file")}
          </label>
          <input
            id="media-replace-file"
            type="file"
            name="file"
            aria-invalid={answer?.replaceRefused ? true : undefined}
            aria-describedby={`media-replace-hint${answer?.replaceRefused ? " media-replace-error" : ""}`}
          />
          <p id="media-replace-hint" className="field__hint">
            {t("media.replace.hint")}
          </p>
          <FieldErrors id="media-replace-error" errors={answer?.replaceRefused ? [answer.replaceRefused] : undefined} />
        </div>
        <RightButton refused={rights["media.replace"]} id="media-replace-refused" className="button button--secondary">
          {t("media.replace.submit")}
        </RightButton>
      </Form>

      <h2 id="media-delete-heading">{t("media.delete")}</h2>
      <Form method="post" aria-labelledby="media-delete-heading">
        <input type="hidden" name="_action" value="delete" />
        <p className="field__hint">{t("media.deleteHint")}</p>
        <RightButton refused={rights["media.delete"]} id="media-delete-refused" className="button button--secondary">
          {t("media.deleteButton", { name: item.name })}
        </RightButton>
      </Form>
    </section>
  );
}

/** A form's submit button; disabled, with the reason beside it, when the account may not use it. */
function RightButton({ refused, id, className, children }: { refused: string | null; id: string; className: string; children: React.ReactNode }) {
  return (
    <>
      <button type="submit" className={className} disabled={refused !== null} aria-describedby={refused ? id : undefined}>
        {children}
      </button>
      {refused ? (
        <p id={id} className="field__hint">
          {refused}
        </p>
      ) : null}
    </>
  );
}

function NumberField({ field, label, inputRef }: { field: FieldMetadata<number | undefined>; label: string; inputRef: React.RefObject<HTMLInputElement> }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={field.id}
        name={field.name}
        type="number"
        min={0}
        max={100}
        step="any"
        inputMode="decimal"
        defaultValue={field.initialValue === undefined ? "" : String(field.initialValue)}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(field, "media-focal-hint")}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
