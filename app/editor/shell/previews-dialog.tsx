import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PREVIEW_DAYS_DEFAULT, PREVIEW_DAYS_MAX, type PreviewLinkView } from "~/cms/preview-link";
import type { Locale } from "~/i18n/locales";
import { editorDateTime } from "./editor-time";
import { EditorDialog } from "./editor-dialog";
import { PreviewLinkField } from "./preview-link-field";

/** The caller's form for a preview action (a page's action route, a content item's form). */
export type PreviewActionForm = (intent: "createPreview" | "revokePreview", children: ReactNode, className?: string) => ReactNode;

/**
 * Share preview (issue 25, `?show_previews=true` on a page's draft or a content item's form): a
 * new link to the current draft for people without an account, expiring after a number of days;
 * the links with their state, each revocable. Server-rendered: works without JavaScript.
 */
export function PreviewsDialog({
  links,
  locale,
  closeHref,
  actionForm,
  intro,
}: {
  links: PreviewLinkView[];
  locale: Locale;
  closeHref: string;
  actionForm: PreviewActionForm;
  /** The introduction, when it is not a page's. */
  intro?: string;
}) {
  const { t } = useTranslation("editor");
  return (
    <EditorDialog labelledBy="previews-title" closeHref={closeHref} className="editor-history">
      <h2 id="previews-title">{t("previews.title")}</h2>
      <p id="previews-intro">{intro ?? t("previews.intro")}</p>
      {actionForm(
        "createPreview",
        <>
        <div className="field">
          <label className="field__label" htmlFor="preview-days">
            {t("previews.days")}
          </label>
          <input id="preview-days" name="days" type="number" min={1} max={PREVIEW_DAYS_MAX} step={1} defaultValue={PREVIEW_DAYS_DEFAULT} required aria-describedby="preview-days-hint" />
          <p id="preview-days-hint" className="field__hint">
            {t("previews.daysHint", { max: PREVIEW_DAYS_MAX })}
          </p>
        </div>
        <button type="submit" className="button">
          {t("previews.create")}
        </button>
        </>,
        "editor-previews__new",
      )}
      {links.length === 0 ? (
        <p>{t("previews.none")}</p>
      ) : (
        <ol className="editor-history__list" aria-label={t("previews.listLabel")}>
          {links.map((link) => (
            <li key={link.id} className="editor-history__entry" data-preview-id={link.id}>
              <div className="editor-previews__link">
                <PreviewLinkField link={link} state={t(`previews.state.${link.state}`)} />
                <span>
                  {t(link.state === "active" ? "previews.expires" : "previews.expired", { date: editorDateTime(link.expiresAt, locale) })}
                  {" · "}
                  {link.by ? t("history.by", { name: link.by }) : null}
                </span>
              </div>
              {link.state === "active" ? (
                actionForm(
                  "revokePreview",
                  <>
                    <input type="hidden" name="previewId" value={link.id} />
                    <button type="submit" className="button button--secondary" aria-describedby={`preview-${link.id}`}>
                      {t("previews.revoke")}
                    </button>
                  </>,
                )
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Link to={closeHref} className="button button--secondary">
        {t("previews.close")}
      </Link>
    </EditorDialog>
  );
}
