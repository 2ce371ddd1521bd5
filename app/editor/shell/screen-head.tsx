import type { ReactNode } from "react";

/** An editor screen's heading with its links (back, related screens) beside it. */
export function ScreenHead({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="form-builder-screen__head">
      <h1 id={id}>{title}</h1>
      {children ? <p className="form-builder-screen__links">{children}</p> : null}
    </div>
  );
}

/** What the last action did ("status") or why it was refused ("alert"); nothing without a text. */
export function ScreenMessage({ text, role = "status" }: { text: string | null | undefined; role?: "status" | "alert" }) {
  if (!text) return null;
  return (
    <p className="form-builder-screen__message" role={role}>
      {text}
    </p>
  );
}
