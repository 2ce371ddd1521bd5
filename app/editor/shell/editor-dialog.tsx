import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { SavingSpinner } from "./saving-spinner";

/**
 * A server-rendered `<dialog open>` (works without JavaScript). With JavaScript it becomes a
 * real modal: focus moves in and is trapped, Escape closes it by going to `closeHref` unless
 * `mayClose` says no (unsaved changes the editor chose to keep).
 */
export function EditorDialog({
  labelledBy,
  closeHref,
  className,
  mayClose,
  children,
}: {
  labelledBy: string;
  closeHref: string;
  className?: string;
  mayClose?: () => boolean;
  children: ReactNode;
}) {
  const mayCloseRef = useRef(mayClose);
  mayCloseRef.current = mayClose;
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    dialog.close();
    dialog.showModal();
    const target = dialog.querySelector<HTMLElement>("[aria-invalid='true'], [autofocus], input:not([type=hidden]), select, textarea, button");
    target?.focus();
    target?.scrollIntoView?.({ block: "center" });
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (mayCloseRef.current && !mayCloseRef.current()) return;
      navigate(closeHref, { preventScrollReset: true });
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [closeHref, navigate]);
  return (
    <dialog ref={ref} open aria-modal="true" aria-labelledby={labelledBy} className={className}>
      {children}
      <SavingSpinner />
    </dialog>
  );
}
