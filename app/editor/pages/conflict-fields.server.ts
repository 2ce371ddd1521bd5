import type { Db } from "../../../db";
import { moduleContentHash, type StoredModuleContent } from "~/cms/module-content-hash.server";
import { layoutSchema } from "~/modules/common-schema";
import type { ConflictField } from "./editor-view";
import { toEditorLayout } from "./layout-values";

const MAX_FIELDS = 40;
const MAX_VALUE_LENGTH = 400;

/** Conform's field names (`data.cards[0].title`) with the value of each leaf as text. */
export function flattenFields(value: unknown, name: string, out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => flattenFields(item, `${name}[${index}]`, out));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) flattenFields(item, name ? `${name}.${key}` : key, out);
  } else out.set(name, value === null || value === undefined ? "" : String(value));
  return out;
}

/** The module as its form would show it: data, heading and the editor's layout values. */
function asFormValues(current: StoredModuleContent): Record<string, unknown> {
  const { heading, ...data } = current.data;
  return { data, heading: heading ?? {}, layout: toEditorLayout(layoutSchema.parse(current.layout ?? {})) };
}

/**
 * What the editor needs to choose after a conflict: the other editor's values where they differ
 * from the ones the editor tried to save, who saved last, and the fingerprint a "keep mine" save must name.
 */
export async function conflictingFields(
  db: Db,
  current: StoredModuleContent & { authorId: number | null },
  mine: StoredModuleContent,
): Promise<{ baseHash: string; theirs: ConflictField[]; by: string | null }> {
  const theirValues = flattenFields(asFormValues(current), "");
  const myValues = flattenFields(asFormValues(mine), "");
  const differing: ConflictField[] = [];
  for (const name of new Set([...theirValues.keys(), ...myValues.keys()])) {
    const value = theirValues.get(name) ?? "";
    if (value === (myValues.get(name) ?? "")) continue;
    differing.push({ name, value: value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value });
    if (differing.length === MAX_FIELDS) break;
  }
  const author = current.authorId === null ? undefined : await db.selectFrom("users").select("name").where("id", "=", current.authorId).executeTakeFirst();
  return { baseHash: moduleContentHash(current), theirs: differing, by: author?.name || null };
}
