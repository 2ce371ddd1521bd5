import { Form } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useUndoKeys } from "../shell/use-undo-keys";
import type { ContentStepLabel, ContentSteps } from "./content-history";

const UNDO_FORM = "content-undo-form";
const REDO_FORM = "content-redo-form";

/** What a step did, in the history's words: "Saved draft (DE)". */
function useStepText(): (step: ContentStepLabel) => string {
  const { t } = useTranslation("editor");
  return (step) => t(`contentSafety.action.${step.action}`, { locale: (step.locale ?? "").toUpperCase() });
}

/**
 * Undo / Redo in the item form's buttons (issue 25, ADR 056). The buttons submit two small forms
 * outside the item's form (`form=`), so they post the intent and revision only, without JavaScript
 * too. The hints say what would be undone or redone, or whose change stands in the way.
 */
export function ContentUndoButtons({ steps, disabled }: { steps: ContentSteps; disabled: boolean }) {
  const { t } = useTranslation("editor");
  const text = useStepText();
  const undoHint = steps.undo ? t(steps.undo.mine ? "steps.undoHint" : "steps.undoOtherHint", { what: text(steps.undo), name: steps.undo.by ?? "" }) : t("steps.nothingToUndo");
  const redoHint = steps.redo ? t("steps.redoHint", { what: text(steps.redo) }) : t("steps.nothingToRedo");
  return (
    <>
      <button type="submit" form={UNDO_FORM} className="button button--secondary" disabled={disabled || !steps.undo} aria-describedby="content-undo-hint" aria-keyshortcuts="Control+Z Meta+Z">
        {t("steps.undo")}
      </button>
      <span id="content-undo-hint" className="visually-hidden">
        {undoHint}
      </span>
      <button type="submit" form={REDO_FORM} className="button button--secondary" disabled={disabled || !steps.redo} aria-describedby="content-redo-hint" aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
        {t("steps.redo")}
      </button>
      <span id="content-redo-hint" className="visually-hidden">
        {redoHint}
      </span>
    </>
  );
}

/**
 * The Undo and Redo forms the buttons submit, and with JavaScript Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z
 * (the page editor's keys) while no field has focus, no dialog is open and nothing is typed unsaved.
 */
export function ContentUndoForms({ action, revision, held }: { action: string; revision: number | null; held: () => boolean }) {
  const undoForm = useRef<HTMLFormElement>(null);
  const redoForm = useRef<HTMLFormElement>(null);
  useUndoKeys(undoForm, redoForm, held);
  return (
    <>
      {(["undo", "redo"] as const).map((intent) => (
        <Form key={intent} method="post" action={action} id={intent === "undo" ? UNDO_FORM : REDO_FORM} ref={intent === "undo" ? undoForm : redoForm} hidden>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="revision" value={revision ?? ""} />
        </Form>
      ))}
    </>
  );
}
