import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "./use-hydrated";

/** SPEC §9: the copied (or failed) label goes back to the normal label after 2 s. */
export const COPY_LABEL_RESET_MS = 2000;

type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `text` to the clipboard (SPEC §1, §4.6). It needs JavaScript, so it is not rendered
 * before hydration: without it the text it copies stays on the page to select by hand.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  className,
  describedBy,
}: {
  text: string;
  label?: string;
  copiedLabel?: string;
  className?: string;
  /** The id of what the button copies, when several buttons share one label (a list of links). */
  describedBy?: string;
}) {
  const { t } = useTranslation("modules");
  const hydrated = useHydrated();
  const [state, setState] = useState<CopyState>("idle");
  const resetTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  if (!hydrated) return null;

  async function copy() {
    clearTimeout(resetTimer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch (error) {
      console.error("[copy-button] Clipboard failure", error); // SPEC §8: logged
      setState("failed");
    }
    resetTimer.current = setTimeout(() => setState("idle"), COPY_LABEL_RESET_MS);
  }

  const labels: Record<CopyState, string> = {
    idle: label ?? t("copyButton.copy"),
    copied: copiedLabel ?? t("copyButton.copied"),
    failed: t("copyButton.failed"),
  };
  return (
    <>
      <button type="button" className={["copy-button", className].filter(Boolean).join(" ")} data-state={state} onClick={copy} aria-describedby={describedBy}>
        <svg className="copy-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d={state === "copied" ? "M5 12.5l4.5 4.5L19 7.5" : "M9 9h10v10H9zM5 15V5h10"}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{labels[state]}</span>
      </button>
      {/* A changed button text is not announced by every screen reader; a status message is. */}
      <span className="visually-hidden" role="status">
        {state === "idle" ? "" : labels[state]}
      </span>
    </>
  );
}
