import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCALE_LABEL, LOCALES } from "~/i18n/locales";
import { useHydrated } from "~/modules/shared/use-hydrated";
import { FieldErrors } from "../fields/field-errors";
import { SortableList } from "../fields/sortable-list";
import { editorErrorMap } from "../pages/module-form-schema";
import { fieldAttributes, PageSelect, type PageChoice } from "../page-tree/new-page-screen";
import { translateValidation } from "../shell/validation-messages";
import { LABEL_MAX, navItemSchema, URL_MAX } from "./nav-item-schema";
import type { NavAction } from "./navigation-route.server";
import type { NavEditorItem, NavigationEditor } from "./navigation.server";

type Loaded = { navigation: NavigationEditor; pages: PageChoice[]; editing: NavEditorItem | null; notice: NavAction | null };
type Answer = { result: SubmissionResult<string[]> | null; stale: boolean; message?: string };

const MENUS = ["header", "footer"] as const;

/**
 * /editor/navigation (issue 22): the header and footer menus, edited as a draft and published
 * like a page. Every change is a plain form post (Move up / Move down order items without
 * JavaScript); the item form adds an item or edits the one chosen with Edit.
 */
export function NavigationScreen() {
  const { navigation, pages, editing, notice } = useLoaderData<Loaded>();
  const answer = useActionData<Answer>();
  const { t } = useTranslation("editor");
  const { version, hasDraft, items } = navigation;
  return (
    <section className="container form-builder-screen navigation-editor" aria-labelledby="navigation-heading">
      <div className="form-builder-screen__head">
        <h1 id="navigation-heading">{t("navigation.title")}</h1>
        <p className="form-builder-screen__links">
          <Link to="/editor/pages">{t("navigation.toPages")}</Link>
        </p>
      </div>
      {answer?.stale ? (
        <p className="form-builder-screen__message" role="alert">
          {t("navigation.stale")}
        </p>
      ) : answer?.message ? (
        <p className="form-builder-screen__message" role="alert">
          {translateValidation(answer.message, t)}
        </p>
      ) : notice ? (
        <p className="form-builder-screen__message" role="status">
          {t(`navigation.done.${notice}`)}
        </p>
      ) : null}
      <div className="navigation-editor__state">
        <p>{hasDraft ? t("navigation.draftState") : t("navigation.publishedState")}</p>
        {hasDraft ? (
          <>
            <ActionButton intent="publish" version={version} label={t("navigation.publish")} />{" "}
            <ActionButton intent="discard" version={version} label={t("navigation.discard")} secondary />
          </>
        ) : null}
      </div>
      {MENUS.map((menu) => (
        <section key={menu} aria-labelledby={`menu-${menu}`}>
          <h2 id={`menu-${menu}`}>{t(`navigation.menus.${menu}`)}</h2>
          <MenuList items={items.filter((item) => item.menu === menu && item.parentId === null)} all={items} version={version} />
        </section>
      ))}
      <ItemForm key={editing?.id ?? "new"} editing={editing} items={items} pages={pages} version={version} answer={answer} />
    </section>
  );
}

/** One menu level. With JavaScript its items can also be dragged by their handle (sortablejs). */
function MenuList({ items, all, version }: { items: NavEditorItem[]; all: NavEditorItem[]; version: number }) {
  const { t } = useTranslation("editor");
  const hydrated = useHydrated();
  const submit = useSubmit();
  if (!items.length) return <p className="field__empty">{t("navigation.empty")}</p>;
  const rows = items.map((item, index) => {
    const children = all.filter((child) => child.parentId === item.id);
    return (
      <li key={item.id}>
        <div className="navigation-editor__item">
          {hydrated ? (
            <span className="list-field__handle navigation-editor__handle" aria-hidden="true" title={t("list.drag")}>
              ⠿
            </span>
          ) : null}
          <span className="navigation-editor__label">{item.label}</span>{" "}
          <span className="navigation-editor__target">{targetText(item, t)}</span>
          {item.unpublishedPage ? <UnpublishedWarning item={item} /> : null}
          <span className="navigation-editor__buttons">
            {index > 0 ? <ActionButton intent="moveUp" version={version} itemId={item.id} label={t("navigation.moveUp")} name={item.label} small /> : null}
            {index < items.length - 1 ? (
              <ActionButton intent="moveDown" version={version} itemId={item.id} label={t("navigation.moveDown")} name={item.label} small />
            ) : null}
            <Link className="button button--secondary button--small" to={`/editor/navigation?edit=${item.id}#item-form`} aria-label={`${t("navigation.edit")}: ${item.label}`}>
              {t("navigation.edit")}
            </Link>
            <ActionButton intent="delete" version={version} itemId={item.id} label={t("navigation.delete")} name={item.label} small secondary />
          </span>
        </div>
        {children.length ? <MenuList items={children} all={all} version={version} /> : null}
      </li>
    );
  });
  if (!hydrated) return <ol className="navigation-editor__list">{rows}</ol>;
  return (
    <SortableList
      className="navigation-editor__list"
      keys={items.map((item) => String(item.id))}
      onMove={(from, to) => submit({ _action: "place", version: String(version), itemId: String(items[from].id), index: String(to) }, { method: "post" })}
    >
      {rows}
    </SortableList>
  );
}

/**
 * Issue 47: beside an entry whose page is not published. A warning, not a refusal: the entry is
 * saved, and visitors' menus leave it out until the page is published.
 */
function UnpublishedWarning({ item }: { item: NavEditorItem }) {
  const { t } = useTranslation("editor");
  return (
    <span className="navigation-editor__warning" data-unpublished-page={item.pageId ?? undefined}>
      <span aria-hidden="true">⚠ </span>
      {t("navigation.unpublishedPage")}{" "}
      {item.pageHref ? (
        <a href={`${item.pageHref}?draft=true`} aria-label={`${t("navigation.openPage")}: ${item.label}`}>
          {t("navigation.openPage")}
        </a>
      ) : null}
    </span>
  );
}

function targetText(item: NavEditorItem, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (item.kind === "route") return t("navigation.kinds.route", { name: item.routeName });
  if (item.kind === "page") return t("navigation.kinds.page");
  return item.url ?? "";
}

/** One small form: an action on the draft, with the version the editor saw. */
function ActionButton(props: { intent: NavAction; version: number; label: string; itemId?: number; name?: string; small?: boolean; secondary?: boolean }) {
  const busy = useNavigation().state === "submitting";
  const className = ["button", props.secondary ? "button--secondary" : "", props.small ? "button--small" : ""].filter(Boolean).join(" ");
  return (
    <Form method="post" className="navigation-editor__action">
      <input type="hidden" name="_action" value={props.intent} />
      <input type="hidden" name="version" value={props.version} />
      {props.itemId ? <input type="hidden" name="itemId" value={props.itemId} /> : null}
      <button type="submit" className={className} disabled={busy} aria-label={props.name ? `${props.label}: ${props.name}` : undefined}>
        {props.label}
      </button>
    </Form>
  );
}

function ItemForm({ editing, items, pages, version, answer }: { editing: NavEditorItem | null; items: NavEditorItem[]; pages: PageChoice[]; version: number; answer?: Answer }) {
  const { t } = useTranslation("editor");
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: editing ? `nav-item-${editing.id}` : "nav-item-new",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: editing
      ? {
          menu: editing.menu,
          parentId: editing.parentId ? String(editing.parentId) : "",
          targetKind: editing.kind === "route" ? "section" : editing.kind,
          pageId: editing.pageId ? String(editing.pageId) : "",
          url: editing.url ?? "",
          labels: editing.labels,
        }
      : { menu: "header", targetKind: "page" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: navItemSchema, errorMap: editorErrorMap }),
  });
  const [kind, setKind] = useState(String(fields.targetKind.initialValue ?? "page"));
  const labels = fields.labels.getFieldset();
  const parents = items.filter((item) => item.parentId === null && item.id !== editing?.id);
  const section = editing?.kind === "route";
  return (
    <section id="item-form" aria-labelledby="item-form-heading" className="navigation-editor__form">
      <h2 id="item-form-heading">{editing ? t("navigation.editTitle", { label: editing.label }) : t("navigation.addTitle")}</h2>
      {form.errors?.length ? (
        <p className="form-builder-screen__message" role="alert">
          {form.errors.map((message) => translateValidation(message, t)).join(" ")}
        </p>
      ) : form.status === "error" && answer?.result ? (
        <p className="form-builder-screen__message" role="alert">
          {t("navigation.failed")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="new-page__form">
        <input type="hidden" name="_action" value={editing ? "save" : "add"} />
        <input type="hidden" name="version" value={version} />
        {editing ? <input type="hidden" name="itemId" value={editing.id} /> : null}
        <div className="field">
          <label className="field__label" htmlFor={fields.menu.id}>
            {t("navigation.menu")}
          </label>
          <select {...fieldAttributes(fields.menu)} defaultValue={String(fields.menu.initialValue ?? "header")}>
            {MENUS.map((menu) => (
              <option key={menu} value={menu}>
                {t(`navigation.menus.${menu}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.menu.errorId} errors={fields.menu.errors} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fields.parentId.id}>
            {t("navigation.parent")}
          </label>
          <select {...fieldAttributes(fields.parentId)} defaultValue={String(fields.parentId.initialValue ?? "")} aria-describedby={fields.parentId.errors ? fields.parentId.errorId : undefined}>
            <option value="">{t("navigation.noParent")}</option>
            {parents.map((item) => (
              <option key={item.id} value={item.id}>
                {`${item.label} (${t(`navigation.menus.${item.menu}`)})`}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.parentId.errorId} errors={fields.parentId.errors} />
        </div>
        {section ? (
          <>
            <input type="hidden" name={fields.targetKind.name} value="section" />
            <p className="field__hint">{t("navigation.sectionKept", { name: editing?.routeName })}</p>
          </>
        ) : (
          <>
            <fieldset className="field">
              <legend className="field__label">{t("navigation.leadsTo")}</legend>
              {(["page", "url"] as const).map((value) => (
                <label key={value} className="field__choice">
                  <input type="radio" name={fields.targetKind.name} value={value} defaultChecked={kind === value} onChange={() => setKind(value)} />{" "}
                  {t(`navigation.kinds.${value}Choice`)}
                </label>
              ))}
              <FieldErrors id={fields.targetKind.errorId} errors={fields.targetKind.errors} />
            </fieldset>
            <PageSelect field={fields.pageId} label={t("navigation.page")} none={t("navigation.noPage")} choices={pages} />
            <div className="field">
              <label className="field__label" htmlFor={fields.url.id}>
                {t("navigation.url")}
              </label>
              <input
                {...fieldAttributes(fields.url)}
                type="text"
                inputMode="url"
                maxLength={URL_MAX}
                defaultValue={String(fields.url.initialValue ?? "")}
                aria-describedby={`${fields.url.id}-hint${fields.url.errors ? ` ${fields.url.errorId}` : ""}`}
              />
              <p id={`${fields.url.id}-hint`} className="field__hint">
                {t("navigation.urlHint")}
              </p>
              <FieldErrors id={fields.url.errorId} errors={fields.url.errors} />
            </div>
          </>
        )}
        <fieldset className="field">
          <legend className="field__label">{t("navigation.labels")}</legend>
          <p className="field__hint">{t("navigation.labelsHint")}</p>
          {LOCALES.map((locale) => {
            const field = labels[locale];
            return (
              <div key={locale} className="field">
                <label className="field__label" htmlFor={field.id}>
                  {LOCALE_LABEL[locale]}
                </label>
                <input
                  {...fieldAttributes(field)}
                  type="text"
                  lang={locale === "cn" ? "zh" : locale === "jp" ? "ja" : locale === "kr" ? "ko" : locale}
                  maxLength={LABEL_MAX}
                  defaultValue={String(field.initialValue ?? "")}
                  aria-describedby={field.errors ? field.errorId : undefined}
                />
                <FieldErrors id={field.errorId} errors={field.errors} />
              </div>
            );
          })}
        </fieldset>
        <button type="submit" className="button" disabled={submitting}>
          {editing ? t("navigation.save") : t("navigation.add")}
        </button>{" "}
        {editing ? <Link to="/editor/navigation">{t("navigation.cancelEdit")}</Link> : null}
      </Form>
    </section>
  );
}
