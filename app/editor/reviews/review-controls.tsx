import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { editorDateTime } from "../shell/editor-time";
import type { EditorPageInfo } from "../pages/editor-page";
import type { PageReviewInfo } from "./review-types";
import { useEditorPage } from "../pages/editor-page";

// Issue 45 in the page builder and the content admin: the review's state beside the draft, Submit for review and
// Withdraw (plain forms posting to /editor/inbox, which brings the editor back here), and the
// comments attached to a module shown beside that module.

/** The page builder's and content admin's review part: the review's state, Submit for review, Withdraw, the thread. */
export function ReviewControls({ review, locale, returnTo, submitFields }: { review: PageReviewInfo | null; locale: Locale; returnTo: string; submitFields: ReactNode }) {
  const { t } = useTranslation("editor");
  if (!review) return null;
  return (
    <div className="editor-toolbar__review" role="group" aria-label={t("review.toolbar.label")}>
      {review.state ? (
        <span className="editor-toolbar__review-state" role="status">
          {t("review.toolbar.state", { state: t(`review.states.${review.state}`) })}
          {review.voidedAt ? ` · ${t("review.inbox.voided", { at: editorDateTime(review.voidedAt, locale) })}` : ""}
          {review.publishAt ? ` · ${t("review.inbox.publishAt", { at: editorDateTime(review.publishAt, locale) })}` : ""}
          {review.locked ? ` · ${t("review.errors.locked")}` : ""}
        </span>
      ) : null}
      {review.maySubmit ? (
        <Form method="post" action="/editor/inbox" className="editor-toolbar__review-form">
          {submitFields}
          <input type="hidden" name="returnTo" value={returnTo} />
          <label className="visually-hidden" htmlFor="review-message">
            {t("review.inbox.message")}
          </label>
          <input id="review-message" name="message" maxLength={4000} placeholder={t("review.inbox.message")} />
          <button type="submit" name="_action" value="submit" className="button">
            {t("review.inbox.submit")}
          </button>
        </Form>
      ) : null}
      {review.id !== null && review.mine && (review.state === "open" || review.state === "changesRequested") ? (
        <Form method="post" action="/editor/inbox">
          <input type="hidden" name="reviewId" value={review.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" name="_action" value="withdraw" className="button button--secondary">
            {t("review.inbox.withdraw")}
          </button>
        </Form>
      ) : null}
      {review.id !== null ? (
        <Link className="button button--secondary" to={`/editor/inbox#review-${review.id}`}>
          {t("review.toolbar.thread")}
        </Link>
      ) : null}
    </div>
  );
}

/** The page builder's toolbar part, in draft mode. */
export function PageReviewControls({ page, locale }: { page: EditorPageInfo; locale: Locale }) {
  return (
    <ReviewControls
      review={page.review ?? null}
      locale={locale}
      returnTo={`${page.path}?draft=true`}
      submitFields={
        <>
          <input type="hidden" name="pageId" value={page.id} />
          <input type="hidden" name="locale" value={locale} />
        </>
      }
    />
  );
}

/** The review's comments on one module, beside it in the draft. */
export function ModuleReviewComments({ moduleId, locale }: { moduleId: string; locale: Locale }) {
  const { t } = useTranslation("editor");
  const comments = useEditorPage()?.review?.comments.filter((c) => c.moduleId === moduleId) ?? [];
  if (!comments.length) return null;
  return (
    <aside className="editor-module__comments" aria-label={t("review.toolbar.comments")}>
      {comments.map((c) => (
        <p key={`${c.at}-${c.actor}`} className="editor-module__comment">
          <strong>{c.actor}</strong> <time dateTime={c.at}>{editorDateTime(c.at, locale)}</time>: {c.message}
        </p>
      ))}
    </aside>
  );
}
