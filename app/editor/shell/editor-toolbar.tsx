import { Form, Link, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { StepsView } from "~/cms/draft-step";
import { useStepText } from "./step-text";
import type { PageSchedule } from "~/cms/schedule-action";
import type { Locale } from "~/i18n/locales";
import { APP_ROUTE_PAGE_ID, useEditorPage } from "../pages/editor-page";
import { PageActionForm } from "../pages/page-action-form";
import { PendingSchedules } from "./pending-schedules";
import { SavingSpinner } from "./saving-spinner";
import { useUndoKeys } from "./use-undo-keys";
import { PageReviewControls } from "../reviews/review-controls";
import type { FormsMenu } from "../forms/forms-menu.server";
import { isEditorScreen } from "./toolbar-place";

/** SPEC §2.4 bottom toolbar for signed-in editors (a lazily loaded chunk: visitors never get it). */
export default function EditorToolbar({
  editorName,
  manageUsers,
  mail,
  inbox = 0,
  forms = { forms: false, submissions: false },
  locale,
}: {
  editorName: string;
  manageUsers: boolean;
  mail?: { log: boolean; failed: number };
  /** Issue 45: reviews waiting for this account's decision and changes requested of it. */
  inbox?: number;
  /** Issue 47: the Forms and Submissions entries, for the accounts that can use them. */
  forms?: FormsMenu;
  locale: Locale;
}) {
  const { t } = useTranslation("editor");
  const page = useEditorPage();
  const { pathname } = useLocation();
  // An editor screen (/editor/…) is no page: no page controls there, not even a disabled one.
  const onScreen = page === null && isEditorScreen(pathname);
  const pageId = page?.id ?? APP_ROUTE_PAGE_ID;
  const editable = page !== null && page.editable;
  const hint = t("toolbar.notModifiable") + (pageId === APP_ROUTE_PAGE_ID ? t("toolbar.viaPageBuilder") : "");
  return (
    <>
      <div className="editor-toolbar" role="region" aria-label={t("toolbar.label")}>
        {/* Inside the toolbar, so the toolbar's height (it wraps on narrow screens) never covers it. */}
        {page?.draft ? (
          <p className="editor-banner" role="status">
            {t("toolbar.draftBanner")}
          </p>
        ) : null}
        <span className="editor-toolbar__user">{t("toolbar.signedInAs", { name: editorName })}</span>
        {page?.schedules.length ? <PagePendingSchedules pageId={page.id} schedules={page.schedules} locale={locale} canCancel={page.rights["page.publish"] === null} /> : null}
        <div className="editor-toolbar__actions">
          {page?.draft ? (
            <>
              {page.published ? (
                <>
                  <Link className="button button--secondary" to={page.path}>
                    {t("toolbar.viewPublished")}
                  </Link>
                  {page.rights["page.draft"] === null ? (
                    <ConfirmedPageAction
                      pageId={page.id}
                      intent="discardDraft"
                      version={page.version}
                      label={t("toolbar.discardDraft")}
                      question={t("toolbar.discardConfirm")}
                      confirm={t("toolbar.discardButton")}
                    />
                  ) : null}
                  {page.rights["page.publish"] === null ? (
                    <ConfirmedPageAction
                      pageId={page.id}
                      intent="unpublishPage"
                      version={page.version}
                      label={t("toolbar.unpublish")}
                      question={t("toolbar.unpublishConfirm")}
                      confirm={t("toolbar.unpublishButton")}
                    />
                  ) : null}
                </>
              ) : null}
              {page.rights["page.draft"] === null ? <UndoRedo pageId={page.id} version={page.version} steps={page.steps} /> : null}
              <PageReviewControls page={page} locale={locale} />
              {page.rights["page.publish"] === null && page.review?.required ? (
                // Issue 45: where the section requires review, the review's Approve and publish is the only way.
                <RefusedControl id="publish-refused" label={t("toolbar.publish")} reason={t("review.errors.requiredHere")} />
              ) : page.rights["page.publish"] === null ? (
                <>
                  <PageActionForm pageId={page.id} intent="publishPage" version={page.version}>
                    <button type="submit" className="button">
                      {t("toolbar.publish")}
                    </button>
                  </PageActionForm>
                  <Link className="button button--secondary" to={`${page.path}?draft=true&show_schedule=publish`}>
                    {t("toolbar.publishAt")}
                  </Link>
                  {page.published ? (
                    <Link className="button button--secondary" to={`${page.path}?draft=true&show_schedule=unpublish`}>
                      {t("toolbar.unpublishAt")}
                    </Link>
                  ) : null}
                </>
              ) : (
                <RefusedControl id="publish-refused" label={t("toolbar.publish")} reason={page.rights["page.publish"]} />
              )}
            </>
          ) : editable && page.rights["page.editText"] !== null ? (
            <RefusedControl id="edit-refused" label={t("toolbar.editPage")} reason={page.rights["page.editText"]} />
          ) : editable ? (
            <PageActionForm pageId={page.id} intent="editPage">
              <button type="submit" className="button">
                {t("toolbar.editPage")}
              </button>
            </PageActionForm>
          ) : onScreen ? null : (
            <span className="editor-toolbar__disabled">
              <button type="button" className="button" disabled aria-describedby="edit-page-hint" title={hint}>
                {t("toolbar.editPage")}
              </button>
              <span id="edit-page-hint" className="editor-toolbar__hint">
                {hint}
              </span>
            </span>
          )}
          {editable ? (
            <>
              {page.rights["page.settings"] === null ? (
                <Link className="button button--secondary" to={`${page.path}?draft=true&show_settings=true`}>
                  {t("toolbar.settings")}
                </Link>
              ) : null}
              {page.rights["page.editText"] === null ? (
                <Link className="button button--secondary" to={`${page.path}?draft=true&show_history=true`}>
                  {t("toolbar.history")}
                </Link>
              ) : null}
              {page.rights["page.preview"] === null ? (
                <Link className="button button--secondary" to={`${page.path}?draft=true&show_previews=true`}>
                  {t("toolbar.sharePreview")}
                </Link>
              ) : null}
            </>
          ) : null}
          <Link className="button button--secondary" to="/editor/pages">
            {t("toolbar.pages")}
          </Link>
          {forms.forms ? (
            <Link className="button button--secondary" to="/editor/forms">
              {t("formsList.title")}
            </Link>
          ) : null}
          {forms.submissions ? (
            <Link className="button button--secondary" to="/editor/forms?view=submissions">
              {t("formsList.submissionsTitle")}
            </Link>
          ) : null}
          {manageUsers ? (
            <Link className="button button--secondary" to="/editor/users">
              {t("users.title")}
            </Link>
          ) : null}
          {mail?.log ? (
            <Link className="button button--secondary" to="/editor/mail">
              {t("mailLog.title")}
            </Link>
          ) : null}
          {mail?.failed ? (
            <Link className="editor-toolbar__notice" to="/editor/mail?status=failed">
              {t("mailLog.toolbarNotice", { count: mail.failed })}
            </Link>
          ) : null}
          <Link className="button button--secondary" to="/editor/inbox">
            {inbox ? t("review.toolbar.inboxCount", { count: inbox }) : t("review.toolbar.inbox")}
          </Link>
          <Link className="button button--secondary" to="/editor/account">
            {t("account.title")}
          </Link>
          <Form method="post" action="/api/logout">
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="button button--secondary">
              {t("toolbar.signOut")}
            </button>
          </Form>
        </div>
      </div>
      <SavingSpinner />
    </>
  );
}

/**
 * Undo / Redo (issue 25): plain forms without JavaScript; with it, Ctrl/Cmd+Z and
 * Shift+Ctrl/Cmd+Z do the same while no field has focus and no dialog is open.
 */
function UndoRedo({ pageId, version, steps }: { pageId: number; version: number; steps: StepsView | null }) {
  const { t } = useTranslation("editor");
  const text = useStepText();
  const undoForm = useRef<HTMLFormElement>(null);
  const redoForm = useRef<HTMLFormElement>(null);
  useUndoKeys(undoForm, redoForm);
  const undoHint = steps?.undo ? t(steps.undo.mine ? "steps.undoHint" : "steps.undoOtherHint", { what: text(steps.undo), name: steps.undo.by ?? "" }) : t("steps.nothingToUndo");
  const redoHint = steps?.redo ? t("steps.redoHint", { what: text(steps.redo) }) : t("steps.nothingToRedo");
  return (
    <>
      <PageActionForm pageId={pageId} intent="undo" version={version} formRef={undoForm}>
        <button type="submit" className="button button--secondary" disabled={!steps?.undo} aria-describedby="undo-hint" aria-keyshortcuts="Control+Z Meta+Z">
          {t("steps.undo")}
        </button>
        <span id="undo-hint" className="visually-hidden">
          {undoHint}
        </span>
      </PageActionForm>
      <PageActionForm pageId={pageId} intent="redo" version={version} formRef={redoForm}>
        <button type="submit" className="button button--secondary" disabled={!steps?.redo} aria-describedby="redo-hint" aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          {t("steps.redo")}
        </button>
        <span id="redo-hint" className="visually-hidden">
          {redoHint}
        </span>
      </PageActionForm>
    </>
  );
}

/** What is scheduled for the page, each with a one-click Cancel (issue 25). */
function PagePendingSchedules({ pageId, schedules, locale, canCancel }: { pageId: number; schedules: PageSchedule[]; locale: Locale; canCancel: boolean }) {
  return (
    <PendingSchedules
      className="editor-toolbar__schedules"
      schedules={schedules}
      locale={locale}
      cancel={(job, button) =>
        canCancel ? (
          <PageActionForm pageId={pageId} intent="cancelSchedule" className="editor-toolbar__inline">
            <input type="hidden" name="scheduleAction" value={job.action} />
            {button}
          </PageActionForm>
        ) : null
      }
    />
  );
}

/** A control the account may not use (issue 43): shown disabled, with the reason beside it. */
function RefusedControl({ id, label, reason }: { id: string; label: string; reason: string }) {
  return (
    <span className="editor-toolbar__disabled">
      <button type="button" className="button" disabled aria-describedby={id} title={reason}>
        {label}
      </button>
      <span id={id} className="editor-toolbar__hint">
        {reason}
      </span>
    </span>
  );
}

/** A page action asked twice: a disclosure with the question and the confirming button (works without JavaScript). */
function ConfirmedPageAction(props: { pageId: number; intent: string; version: number; label: string; question: string; confirm: string }) {
  const hintId = `${props.intent}-hint`;
  return (
    <details className="editor-toolbar__discard">
      <summary className="button button--secondary">{props.label}</summary>
      <div className="editor-toolbar__discard-panel">
        <p id={hintId}>{props.question}</p>
        <PageActionForm pageId={props.pageId} intent={props.intent} version={props.version}>
          <button type="submit" className="button button--danger" aria-describedby={hintId}>
            {props.confirm}
          </button>
        </PageActionForm>
      </div>
    </details>
  );
}
