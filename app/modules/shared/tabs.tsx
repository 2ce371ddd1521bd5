import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { stripOverflow, tabIndexForKey, tabScrollStep } from "./tab-keys";
import { useHydrated } from "./use-hydrated";

export type TabItem = { title: string; content: ReactNode };

const RESIZE_DEBOUNCE_MS = 200; // SPEC §9 viewport helper

const tabId = (id: string, index: number) => `${id}-tab-${index}`;
export const tabPanelId = (id: string, index: number) => `${id}-panel-${index}`;

/**
 * Tabs shared by TAB and MANUAL_TABS. The server (and a visitor without JavaScript) gets every
 * panel under its own heading; after hydration the WAI-ARIA tabs take over: a tablist with a
 * roving tabindex (Left/Right/Home/End), one visible panel, and arrow buttons that scroll an
 * overflowing strip by its visible width minus 32 px. A link to `#<panel id>` opens that tab.
 */
export function Tabs({ id, label, items, headingLevel = 3 }: { id: string; label: string; items: TabItem[]; headingLevel?: 3 | 4 }) {
  const enhanced = useHydrated();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = items.length;

  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const linked = Array.from({ length: count }, (_, i) => tabPanelId(id, i)).indexOf(hash);
    if (linked >= 0) setActive(linked);
  }, [id, count]);

  const current = Math.min(active, Math.max(count - 1, 0));
  const select = (index: number, focus: boolean) => {
    setActive(index);
    const tab = tabs.current[index];
    if (focus && tab) {
      tab.focus();
      tab.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(event.key, current, count);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`tabs${enhanced ? " tabs--enhanced" : ""}`}>
      {enhanced ? (
        <TabStrip>
          <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
            {items.map((item, i) => (
              <button
                key={i}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={tabId(id, i)}
                className="tabs__tab"
                aria-selected={i === current}
                aria-controls={tabPanelId(id, i)}
                tabIndex={i === current ? 0 : -1}
                onClick={() => select(i, false)}
              >
                {item.title}
              </button>
            ))}
          </div>
        </TabStrip>
      ) : null}
      {items.map((item, i) => (
        <div
          key={i}
          id={tabPanelId(id, i)}
          className="tabs__panel"
          {...(enhanced
            ? { role: "tabpanel", "aria-labelledby": tabId(id, i), tabIndex: 0, hidden: i !== current }
            : {})}
        >
          {enhanced ? null : <Heading className="tabs__heading">{item.title}</Heading>}
          {item.content}
        </div>
      ))}
    </div>
  );
}

/** The scrollable strip with its previous/next buttons, shown only while tabs are hidden at that end. */
function TabStrip({ children }: { children: ReactNode }) {
  const { t } = useTranslation("modules");
  const strip = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const next = stripOverflow(el);
    setOverflow((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
  }, []);

  useEffect(() => {
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    // Late web fonts or a panel's own layout can change the strip's width without a resize.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(onResize) : undefined;
    if (strip.current) observer?.observe(strip.current);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
      observer?.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: direction * tabScrollStep(el.clientWidth), behavior: "smooth" });
  };
  const scrollable = overflow.before || overflow.after;

  return (
    <div className={`tabs__bar${scrollable ? " tabs__bar--scrollable" : ""}`}>
      <button
        type="button"
        className="tabs__scroll tabs__scroll--before"
        aria-label={t("tabs.scrollBefore")}
        hidden={!scrollable}
        disabled={!overflow.before}
        onClick={() => scroll(-1)}
      >
        <Chevron direction="before" />
      </button>
      <div className="tabs__strip" ref={strip} onScroll={measure}>
        {children}
      </div>
      <button
        type="button"
        className="tabs__scroll tabs__scroll--after"
        aria-label={t("tabs.scrollAfter")}
        hidden={!scrollable}
        disabled={!overflow.after}
        onClick={() => scroll(1)}
      >
        <Chevron direction="after" />
      </button>
    </div>
  );
}

function Chevron({ direction }: { direction: "before" | "after" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === "before" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
