import type { ReactNode } from "react";

/**
 * A control the account may not use (issue 43): a disabled button described by the reason, which
 * RefusalNotes shows beside the controls. Plain HTML: works without JavaScript. The server stays
 * the guard.
 */
export function RefusedButton({ id, className = "button button--secondary", children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} disabled aria-describedby={id}>
      {children}
    </button>
  );
}

/** Why the disabled controls are disabled, visible ("Your role Translator (Deutsch) cannot publish content items."). */
export function RefusalNotes({ notes }: { notes: ReadonlyArray<{ id: string; reason: string | null | false }> }) {
  const shown = notes.filter((note): note is { id: string; reason: string } => Boolean(note.reason));
  if (!shown.length) return null;
  return (
    <ul className="content-admin__refusals">
      {shown.map((note) => (
        <li key={note.id} id={note.id}>
          {note.reason}
        </li>
      ))}
    </ul>
  );
}
