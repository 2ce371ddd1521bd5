import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "./use-hydrated";

/** SPEC §9: the collapsed height of long text. */
export const COLLAPSED_HEIGHT_PX = 100;

/**
 * Long text collapsed to 100 px with a Show more / Show less button (SPEC §9). The server HTML
 * (and a page without JavaScript) shows the whole text; it collapses only in the browser and
 * only when the content is taller than the collapsed height.
 */
export function TextToggler({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation("modules");
  const hydrated = useHydrated();
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => setOverflows(content.scrollHeight > COLLAPSED_HEIGHT_PX + 1);
    measure();
    // The text's height changes with the viewport width and with late-loading fonts and images.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const collapsed = hydrated && overflows && !expanded;
  return (
    <div className={["text-toggler", className].filter(Boolean).join(" ")}>
      <div
        id={contentId}
        ref={contentRef}
        className={collapsed ? "text-toggler__content text-toggler__content--collapsed" : "text-toggler__content"}
        style={collapsed ? { maxHeight: COLLAPSED_HEIGHT_PX } : undefined}
        // A keyboard user tabbing to a link inside the hidden part gets the whole text.
        onFocus={collapsed ? () => setExpanded(true) : undefined}
      >
        {children}
      </div>
      {hydrated && overflows ? (
        <button
          type="button"
          className="text-toggler__button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t("textToggler.less") : t("textToggler.more")}
        </button>
      ) : null}
    </div>
  );
}
