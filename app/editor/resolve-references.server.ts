import type { Db } from "../../db";
import type { EditorField, ModuleEditorConfig } from "~/modules/editor-types";
import type { ImageValue } from "~/modules/types";

const MEDIA_KINDS = { image: "image", vector: "vector", file: "file", document: "document", video: "video" } as const;
type RefKind = keyof typeof MEDIA_KINDS;
const NAMES: Record<RefKind, string> = { image: "Image", vector: "Vector image", file: "File", document: "Document", video: "Video" };

type Ref = { path: string; kind: RefKind; holder: Record<string, unknown>; key: string };

function collect(fields: readonly EditorField[], values: Record<string, unknown>, prefix: string, out: Ref[]): void {
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === "list" && field.item && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item && typeof item === "object") {
          collect(field.item!.fields, item as Record<string, unknown>, `${prefix}.${field.name}[${index}]`, out);
        }
      });
    } else if (field.kind in MEDIA_KINDS && value && typeof value === "object") {
      out.push({ path: `${prefix}.${field.name}`, kind: field.kind as RefKind, holder: values, key: field.name });
    }
  }
}

/**
 * Replaces every media reference in module data with a fresh snapshot of the row (url, alt,
 * size) so the public page needs no lookups. A reference to a missing row is an error keyed by
 * field: '{Name} not found' (SPEC §5.3).
 */
export async function resolveReferences(
  db: Db,
  config: ModuleEditorConfig,
  data: Record<string, unknown>,
  locale: string,
): Promise<Record<string, string[]>> {
  const refs: Ref[] = [];
  for (const group of config.groups) collect(group.fields, data, "data", refs);
  if (refs.length === 0) return {};
  const ids = refs.map((r) => Number((r.holder[r.key] as { id?: unknown }).id)).filter(Number.isInteger);
  const rows = ids.length
    ? await db.selectFrom("media").select(["id", "kind", "filename", "alt", "width", "height"]).where("id", "in", ids).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: Record<string, string[]> = {};
  for (const ref of refs) {
    const id = Number((ref.holder[ref.key] as { id?: unknown }).id);
    const row = byId.get(id);
    const kindMatches = row && (row.kind === MEDIA_KINDS[ref.kind] || (ref.kind === "image" && row.kind === "vector"));
    if (!row || !kindMatches) {
      errors[ref.path] = [`${NAMES[ref.kind]} not found`];
      continue;
    }
    const snapshot: ImageValue = {
      id: row.id,
      url: `/media/${row.id}/${encodeURIComponent(row.filename)}`,
      alt: row.alt[locale] ?? row.alt.en ?? "",
      ...(row.width ? { width: row.width } : {}),
      ...(row.height ? { height: row.height } : {}),
    };
    ref.holder[ref.key] = snapshot;
  }
  return errors;
}
