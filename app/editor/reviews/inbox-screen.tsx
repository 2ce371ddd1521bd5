import { Form, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatDateTime } from "~/lib/format";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import type { InboxData, InboxReview } from "./inbox-route.server";

// Issue 45: /editor/inbox. Plain POST forms: every step works without JavaScript.

function Thread({ review, t, locale }: { review: InboxReview; t: TFunction; locale: Locale }) {
  return (
    <ol className="review-thread" aria-label={t("review.inbox.thread")}>
      {review.thread.map((event) => (
        <li key={event.id} className={`review-thread__event review-thread__event--${event.kind}`}>
          <strong>{t(`review.events.${event.kind}`, { actor: event.actor, at: formatDateTime(event.at, locale) })}</strong>{" "}
          <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
          {event.moduleId ? <small> · {t("review.inbox.onModule", { module: event.moduleId })}</small> : null}
          {event.message ? <blockquote className="review-thread__message">{event.message}</blockquote> : null}
        </li>
      ))}
    </ol>
  );
}

function ModuleSelect({ review, t, id }: { review: InboxReview; t: TFunction; id: string }) {
  if (!review.modules.length) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t("review.inbox.module")}
      </label>
      <select id={id} name="moduleId" defaultValue="">
        <option value="">{t("review.inbox.wholePage")}</option>
        {review.modules.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function MessageField({ id, label, required = false }: { id: string; label: string; required?: boolean }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} name="message" rows={3} maxLength={4000} required={required} />
    </div>
  );
}

function ReviewCard({ review, zones, defaultZone }: { review: InboxReview; zones: string[]; defaultZone: string }) {
  const { t, i18n } = useTranslation("editor");
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  const key = `review-${review.id}`;
  const decides = review.mayDecide && !review.ownBlocked && (review.state === "open" || review.state === "approved");
  const active = review.state === "open" || review.state === "changesRequested" || review.state === "approved";
  return (
    <article className="review-card" id={key} aria-labelledby={`${key}-title`}>
      <h3 id={`${key}-title`}>
        <a href={review.href}>{review.title}</a> <small>({t(`review.states.${review.state}`)})</small>
      </h3>
      <p>
        {t("review.inbox.by")}: {review.submittedBy} · {t("review.inbox.since")}: <time dateTime={review.submittedAt}>{formatDateTime(review.submittedAt, locale)}</time>
      </p>
      {review.voidedAt ? <p role="status">{t("review.inbox.voided", { at: formatDateTime(review.voidedAt, locale) })}</p> : null}
      {review.publishAt ? <p>{t("review.inbox.publishAt", { at: formatDateTime(review.publishAt, locale) })}</p> : null}
      <p>
        <a href={review.href}>{t("review.inbox.openDraft")}</a>
        {review.diffHref ? (
          <>
            {" · "}
            <a href={review.diffHref}>{t("review.inbox.changes")}</a>
          </>
        ) : null}
      </p>
      <Thread review={review} t={t} locale={locale} />
      {decides && review.state === "open" && review.draftVersion !== null ? (
        <Form method="post" className="review-card__form">
          <input type="hidden" name="reviewId" value={review.id} />
          <input type="hidden" name="version" value={review.draftVersion} />
          <MessageField id={`${key}-approve-message`} label={t("review.inbox.message")} />
          <fieldset>
            <legend>{t("review.inbox.approveAt")}</legend>
            <label>
              <input type="radio" name="when" value="now" defaultChecked /> {t("review.inbox.approve")}
            </label>
            <label>
              <input type="radio" name="when" value="at" /> {t("review.inbox.approveAt")}
            </label>
            <div className="field">
              <label className="field__label" htmlFor={`${key}-at`}>
                {t("review.inbox.at")}
              </label>
              <input id={`${key}-at`} type="datetime-local" name="at" />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${key}-zone`}>
                {t("review.inbox.timeZone")}
              </label>
              <select id={`${key}-zone`} name="timeZone" defaultValue={defaultZone}>
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <button type="submit" name="_action" value="approve" className="button">
            {t("review.inbox.approve")}
          </button>
        </Form>
      ) : null}
      {decides ? (
        <Form method="post" className="review-card__form">
          <input type="hidden" name="reviewId" value={review.id} />
          <MessageField id={`${key}-comment`} label={t("review.inbox.comment")} required />
          <ModuleSelect review={review} t={t} id={`${key}-module`} />
          <button type="submit" name="_action" value="requestChanges" className="button button--secondary">
            {t("review.inbox.requestChanges")}
          </button>{" "}
          <button type="submit" name="_action" value="comment" className="button button--secondary">
            {t("review.inbox.sendComment")}
          </button>
        </Form>
      ) : null}
      {review.isMine && active && !decides ? (
        <Form method="post" className="review-card__form">
          <input type="hidden" name="reviewId" value={review.id} />
          <MessageField id={`${key}-answer`} label={t("review.inbox.comment")} required />
          <ModuleSelect review={review} t={t} id={`${key}-answer-module`} />
          <button type="submit" name="_action" value="comment" className="button button--secondary">
            {t("review.inbox.answer")}
          </button>
        </Form>
      ) : null}
      {review.isMine && (review.state === "open" || review.state === "changesRequested") ? (
        <Form method="post" className="review-card__form">
          <input type="hidden" name="reviewId" value={review.id} />
          <button type="submit" name="_action" value="withdraw" className="button button--secondary">
            {t("review.inbox.withdraw")}
          </button>
        </Form>
      ) : null}
    </article>
  );
}

function Section({ id, title, reviews, zones, defaultZone }: { id: string; title: string; reviews: InboxReview[]; zones: string[]; defaultZone: string }) {
  const { t } = useTranslation("editor");
  return (
    <section aria-labelledby={id} className="inbox__section">
      <h2 id={id}>{`${title} (${reviews.length})`}</h2>
      {reviews.length ? reviews.map((r) => <ReviewCard key={r.id} review={r} zones={zones} defaultZone={defaultZone} />) : <p className="field__empty">{t("review.inbox.none")}</p>}
    </section>
  );
}

/** /editor/inbox: reviews to do, changes requested of me, my submissions, my drafts; notices; required sections. */
export function InboxScreen() {
  const { toReview, changesRequested, mine, drafts, reviewMail, sections, zones, defaultZone, done, error } = useLoaderData<InboxData>();
  const { t } = useTranslation("editor");
  return (
    <section className="container inbox" aria-labelledby="inbox-title">
      <ScreenHead id="inbox-title" title={t("review.inbox.title")} />
      <p>{t("review.inbox.intro")}</p>
      <ScreenMessage text={done ? t(`review.inbox.done.${done}`) : null} />
      <ScreenMessage text={error ? t(`review.errors.${error}`, { defaultValue: t("errors.generic") }) : null} role="alert" />
      <Section id="inbox-to-review" title={t("review.inbox.toReview")} reviews={toReview} zones={zones} defaultZone={defaultZone} />
      <Section id="inbox-changes" title={t("review.inbox.changesRequested")} reviews={changesRequested} zones={zones} defaultZone={defaultZone} />
      <Section id="inbox-mine" title={t("review.inbox.mine")} reviews={mine} zones={zones} defaultZone={defaultZone} />
      <section aria-labelledby="inbox-drafts" className="inbox__section">
        <h2 id="inbox-drafts">{t("review.inbox.drafts")}</h2>
        {drafts.length ? (
          drafts.map((d) => (
            <Form method="post" key={d.pageId} className="review-card__form">
              <h3>
                <a href={d.href}>{d.title}</a>
              </h3>
              <input type="hidden" name="pageId" value={d.pageId} />
              <input type="hidden" name="locale" value={d.locale} />
              <MessageField id={`draft-${d.pageId}-message`} label={t("review.inbox.message")} />
              <button type="submit" name="_action" value="submit" className="button">
                {t("review.inbox.submit")}
              </button>
            </Form>
          ))
        ) : (
          <p className="field__empty">{t("review.inbox.none")}</p>
        )}
      </section>
      <section aria-labelledby="notices-title" id="notices" className="inbox__section">
        <h2 id="notices-title">{t("review.inbox.notices")}</h2>
        <Form method="post">
          <label>
            <input type="checkbox" name="reviewMail" defaultChecked={reviewMail} /> {t("review.inbox.mailOn")}
          </label>{" "}
          <button type="submit" name="_action" value="notices" className="button button--secondary">
            {t("review.inbox.saveNotices")}
          </button>
        </Form>
      </section>
      {sections ? (
        <section aria-labelledby="inbox-required" className="inbox__section">
          <h2 id="inbox-required">{t("review.inbox.required")}</h2>
          <p>{t("review.inbox.requiredIntro")}</p>
          <ul>
            {sections.map((s) => (
              <li key={s}>
                <Form method="post">
                  <code>{s}</code> <input type="hidden" name="section" value={s} />
                  <button type="submit" name="_action" value="unrequireSection" className="button button--secondary">
                    {t("review.inbox.removeSection")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post">
            <div className="field">
              <label className="field__label" htmlFor="inbox-section">
                {t("review.inbox.section")}
              </label>
              <input id="inbox-section" name="section" required />
            </div>
            <button type="submit" name="_action" value="requireSection" className="button">
              {t("review.inbox.addSection")}
            </button>
          </Form>
        </section>
      ) : null}
    </section>
  );
}
