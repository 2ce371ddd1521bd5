import type { ReactNode } from "react";

/**
 * A table's horizontal scroll box on narrow screens: a named region that keyboard users can
 * focus to scroll (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, labelledBy, className, children }: { label?: string; labelledBy?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `table-scroll ${className}` : "table-scroll"} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
