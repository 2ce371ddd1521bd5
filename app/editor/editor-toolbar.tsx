import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { APP_ROUTE_PAGE_ID, useEditorPage } from "./editor-page";

/** SPEC §2.4 bottom toolbar for signed-in editors (a lazily loaded chunk: visitors never get it). */
export default function EditorToolbar({ editorName, locale }: { editorName: string; locale: Locale }) {
  const { t } = useTranslation("editor");
  const page = useEditorPage();
  const navigation = useNavigation();
  const pageId = page?.id ?? APP_ROUTE_PAGE_ID;
  const editable = page !== null && page.editable;
  const hint = t("toolbar.notModifiable") + (pageId === APP_ROUTE_PAGE_ID ? t("toolbar.viaPageBuilder") : "");
  return (
    <>
      {page?.draft ? (
        <p className="editor-banner" role="status">
          {t("toolbar.draftBanner")}
        </p>
      ) : null}
      <div className="editor-toolbar" role="region" aria-label={t("toolbar.label")}>
        <span className="editor-toolbar__user">{t("toolbar.signedInAs", { name: editorName })}</span>
        <div className="editor-toolbar__actions">
          {page?.draft ? (
            <>
              <Link className="button button--secondary" to={page.path}>
                {t("toolbar.viewPublished")}
              </Link>
              <Form method="post" action={page.path}>
                <input type="hidden" name="_action" value="publishPage" />
                <input type="hidden" name="version" value={page.version} />
                <button type="submit" className="button">
                  {t("toolbar.publish")}
                </button>
              </Form>
            </>
          ) : editable ? (
            <Form method="post" action={page.path}>
              <input type="hidden" name="_action" value="editPage" />
              <button type="submit" className="button">
                {t("toolbar.editPage")}
              </button>
            </Form>
          ) : (
            <span className="editor-toolbar__disabled">
              <button type="button" className="button" disabled aria-describedby="edit-page-hint" title={hint}>
                {t("toolbar.editPage")}
              </button>
              <span id="edit-page-hint" className="editor-toolbar__hint">
                {hint}
              </span>
            </span>
          )}
          <Form method="post" action="/api/logout">
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="button button--secondary">
              {t("toolbar.signOut")}
            </button>
          </Form>
        </div>
      </div>
      {navigation.state === "submitting" ? (
        <div className="editor-spinner" role="status" aria-live="assertive">
          <span className="editor-spinner__wheel" aria-hidden="true" />
          <span>{t("spinner")}</span>
        </div>
      ) : null}
    </>
  );
}
