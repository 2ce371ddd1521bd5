import type { Db } from "../../../db";
import type { EditorField, ModuleEditorConfig } from "~/modules/editor-types";
import type { ImageValue, LinkValue } from "~/modules/types";
import { pageHref } from "~/i18n/route-table";
import { isLocale } from "~/i18n/locales";
import { mediaUrl } from "../../../shared/media-url";

const MEDIA_KINDS = { image: "image", vector: "vector", file: "file", document: "document", video: "video" } as const;
type RefKind = keyof typeof MEDIA_KINDS;
const NAMES: Record<RefKind, string> = { image: "Image", vector: "Vector image", file: "File", document: "Document", video: "Video" };

type Ref = { path: string; kind: RefKind; holder: Record<string, unknown>; key: string };
type LinkRef = { path: string; link: LinkValue };
type FormRef = { path: string; id: number };

function collect(
  fields: readonly EditorField[],
  values: Record<string, unknown>,
  prefix: string,
  out: Ref[],
  links: LinkRef[],
  forms: FormRef[] = [],
): void {
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === "list" && field.item && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item && typeof item === "object") {
          collect(field.item!.fields, item as Record<string, unknown>, `${prefix}.${field.name}[${index}]`, out, links, forms);
        }
      });
    } else if (field.kind === "link" && value && typeof value === "object") {
      links.push({ path: `${prefix}.${field.name}`, link: value as LinkValue });
    } else if (field.kind === "form" && typeof value === "number") {
      forms.push({ path: `${prefix}.${field.name}`, id: value });
    } else if (field.kind in MEDIA_KINDS && value && typeof value === "object") {
      out.push({ path: `${prefix}.${field.name}`, kind: field.kind as RefKind, holder: values, key: field.name });
    }
  }
}

export type SnapshotSource = {
  id: number;
  filename: string;
  alt: Record<string, string | undefined>;
  decorative: boolean;
  width: number | null;
  height: number | null;
  focal_x: number | null;
  focal_y: number | null;
};

/** The keys a snapshot may carry: a refresh replaces all of them (a focal point or "decorative" taken away goes). */
export const SNAPSHOT_KEYS = ["id", "url", "alt", "width", "height", "decorative", "focalX", "focalY"] as const;

/** What module data keeps of a media row in one locale (a decorative image's alt text is empty). */
export function mediaSnapshot(row: SnapshotSource, locale: string): ImageValue {
  return {
    id: row.id,
    url: mediaUrl(row.id, row.filename),
    alt: row.decorative ? "" : (row.alt[locale] ?? row.alt.en ?? ""),
    ...(row.width ? { width: row.width } : {}),
    ...(row.height ? { height: row.height } : {}),
    ...(row.decorative ? { decorative: true } : {}),
    ...(row.focal_x !== null && row.focal_y !== null ? { focalX: row.focal_x, focalY: row.focal_y } : {}),
  };
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
  const links: LinkRef[] = [];
  const forms: FormRef[] = [];
  for (const group of config.groups) collect(group.fields, data, "data", refs, links, forms);
  const errors: Record<string, string[]> = { ...(await resolveLinks(db, links, locale)), ...(await checkForms(db, forms)) };
  if (refs.length === 0) return errors;
  const ids = refs.map((r) => Number((r.holder[r.key] as { id?: unknown }).id)).filter(Number.isInteger);
  const rows = ids.length
    ? await db.selectFrom("media").select(["id", "kind", "filename", "alt", "decorative", "width", "height", "focal_x", "focal_y"]).where("id", "in", ids).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const ref of refs) {
    const id = Number((ref.holder[ref.key] as { id?: unknown }).id);
    const row = byId.get(id);
    // Images and vector images stand in for each other: icons stored before the vector picker was
    // wired to key-figure-like items are WebP images, and they keep saving.
    const pictures = (kind: string) => kind === "image" || kind === "vector";
    const kindMatches = row && (row.kind === MEDIA_KINDS[ref.kind] || (pictures(ref.kind) && pictures(row.kind)));
    if (!row || !kindMatches) {
      errors[ref.path] = [`${NAMES[ref.kind]} not found`];
      continue;
    }
    ref.holder[ref.key] = mediaSnapshot(row, locale);
  }
  return errors;
}

/**
 * Internal and anchor links that name a page get that page's path in the locale being saved
 * (so a German module links to the German page); a page missing there is an error.
 */
export async function resolveLinks(db: Db, links: LinkRef[], locale: string): Promise<Record<string, string[]>> {
  const withPage = links.filter((l) => l.link.pageId && (l.link.linkType === "internal" || l.link.linkType === "anchor"));
  if (withPage.length === 0) return {};
  const rows = await db
    .selectFrom("page_translations")
    .select(["page_id", "path"])
    .where("page_id", "in", withPage.map((l) => l.link.pageId!))
    .where("locale", "=", locale)
    .execute();
  const paths = new Map(rows.map((r) => [r.page_id, r.path]));
  const errors: Record<string, string[]> = {};
  for (const { path, link } of withPage) {
    const pagePath = paths.get(link.pageId!);
    if (pagePath === undefined || !isLocale(locale)) {
      errors[`${path}.pageId`] = ["Page not found"];
      continue;
    }
    const anchor = link.linkType === "anchor" && link.anchorId ? `#${encodeURIComponent(link.anchorId)}` : "";
    link.href = pageHref(locale, pagePath) + anchor;
  }
  return errors;
}

/** A custom form chosen by id must exist (SPEC §5.3 '{Name} not found'). */
async function checkForms(db: Db, forms: FormRef[]): Promise<Record<string, string[]>> {
  if (forms.length === 0) return {};
  const rows = await db.selectFrom("forms").select("id").where("id", "in", forms.map((f) => f.id)).execute();
  const known = new Set(rows.map((r) => r.id));
  return Object.fromEntries(forms.filter((f) => !known.has(f.id)).map((f) => [f.path, ["Form not found"]]));
}
