import { createHash } from "node:crypto";

/** A module as an editor of one locale sees it: the shared layout and that locale's content. */
export type StoredModuleContent = { layout: Record<string, unknown>; data: Record<string, unknown> };

/**
 * A fingerprint of what an editor read, sent back with a save so the save can tell whether the
 * module changed meanwhile. Both sides read the values from jsonb, whose key order is canonical.
 */
export function moduleContentHash(module: StoredModuleContent): string {
  return createHash("sha256").update(JSON.stringify([module.layout ?? {}, module.data ?? {}])).digest("base64url").slice(0, 22);
}
