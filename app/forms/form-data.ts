const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Form data in conform's shape, without conform: repeated names become arrays and dotted names
 * nest (`volume.min` → { volume: { min } }). Files and empty names are ignored. The server reads
 * a no-JS POST with this; the browser's conform parse gives the same shape.
 */
export function formDataToRaw(formData: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  entries: for (const [key, value] of formData.entries()) {
    if (typeof value !== "string" || !key) continue;
    const path = key.split(".");
    if (path.some((part) => !part || UNSAFE_KEYS.has(part))) continue;
    let holder = raw;
    for (const part of path.slice(0, -1)) {
      const next = holder[part];
      if (next && typeof next === "object" && !Array.isArray(next)) holder = next as Record<string, unknown>;
      else if (next !== undefined) continue entries; // "a" and "a.b" both sent: keep the first
      else holder = holder[part] = {};
    }
    const leaf = path[path.length - 1];
    const existing = holder[leaf];
    if (existing === undefined) holder[leaf] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else holder[leaf] = [existing, value];
  }
  return raw;
}
