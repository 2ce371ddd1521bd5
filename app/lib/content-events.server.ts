/**
 * "Public content changed" signal: the page cache listens and drops what it holds. Process-wide
 * (shared by the server bundle and the Remix bundle through globalThis).
 */
type Listener = () => void;
const KEY = Symbol.for("sensorsite.contentListeners");
type Holder = { [KEY]?: Set<Listener> };

function listeners(): Set<Listener> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Set());
}

export function onContentChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function contentChanged(): void {
  for (const listener of listeners()) listener();
}
