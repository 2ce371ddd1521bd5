import { useEffect, useRef, type RefObject } from "react";

/**
 * Ctrl/Cmd+Z submits the Undo form, Shift+Ctrl/Cmd+Z the Redo form (issue 25), while no field has
 * focus (a field keeps the browser's own undo of typing) and no dialog is open, and only when the
 * form's button is enabled. `held`: true while the shortcut should do nothing (unsaved typing
 * that a submitted undo would throw away); read at key time.
 */
export function useUndoKeys(undoForm: RefObject<HTMLFormElement>, redoForm: RefObject<HTMLFormElement>, held?: () => boolean): void {
  const heldRef = useRef(held);
  heldRef.current = held;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "z") return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], dialog, [role='dialog']")) return;
      if (document.querySelector("[role='dialog'], dialog[open]")) return;
      if (heldRef.current?.()) return;
      const form = event.shiftKey ? redoForm.current : undoForm.current;
      const button = form?.querySelector("button") ?? (form?.id ? document.querySelector<HTMLButtonElement>(`button[form="${form.id}"]`) : null);
      if (!form || !button || button.disabled) return;
      event.preventDefault();
      form.requestSubmit(button);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [undoForm, redoForm]);
}
