import { useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { safeIdPart } from "./conditional-css";
import { pushFormEvent } from "./form-events";
import { PublicFormResultContext } from "./public-form-result";

export const formDialogId = (moduleId: string) => `form-dialog-${safeIdPart(moduleId)}`;

/**
 * SPEC §1 form button: a button that opens the form in a modal <dialog> (focus moves into it,
 * Escape closes it, focus returns to the button). Without JavaScript the button is a link to the
 * dialog's anchor, and CSS (:target) shows the dialog in the page.
 */
export function FormDialog({
  moduleId,
  label,
  title,
  trackingName,
  children,
}: {
  moduleId: string;
  label: string;
  title: string;
  trackingName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("modules");
  const dialogId = formDialogId(moduleId);
  const titleId = `${dialogId}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const result = useContext(PublicFormResultContext);
  const hasResult = result?.moduleId === moduleId;

  function open() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    pushFormEvent("open", { name: trackingName });
  }

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    // Back from a submission without JavaScript, or a link to the form: open it.
    if (hydrated && (hasResult || window.location.hash === `#${dialogId}`)) open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, [hydrated]);

  return (
    <div className="form-button">
      {hydrated ? (
        <button ref={triggerRef} type="button" className="button" aria-haspopup="dialog" aria-controls={dialogId} onClick={open}>
          {label}
        </button>
      ) : (
        <a className="button" href={`#${dialogId}`}>
          {label}
        </a>
      )}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className="form-dialog"
        aria-labelledby={titleId}
        data-enhanced={hydrated ? "" : undefined}
        onClose={() => {
          if (window.location.hash === `#${dialogId}`) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
          triggerRef.current?.focus();
        }}
      >
        <div className="form-dialog__header">
          <h2 className="form-dialog__title" id={titleId}>
            {title}
          </h2>
          {hydrated ? (
            <button type="button" className="form-dialog__close" aria-label={t("customForms.close")} onClick={() => dialogRef.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <a className="form-dialog__close" href={`#module-${moduleId}`}>
              {t("customForms.close")}
            </a>
          )}
        </div>
        {children}
      </dialog>
    </div>
  );
}
