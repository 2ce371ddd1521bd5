import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db";
import { isLocale, type Locale } from "~/i18n/locales";
import { pageHref } from "~/i18n/route-table";
import { PREVIEW_PARAM, type PreviewLinkView } from "./preview-link";

/**
 * Preview links (issue 25, ADR 048): `<page address>?preview=<id>.<token>` shows the page's current
 * draft to anyone holding it, until it expires or is revoked. The token is 32 random bytes; the
 * id is what logs name. A link is to a page or to a content item's draft (its detail address, ADR 056).
 */
const DAY_MS = 86_400_000;

/** A content item a link previews: its kind's key and id. */
export type PreviewItem = { kind: string; itemId: number };
type Target = { pageId: number } | { target: PreviewItem };

const targetColumns = (args: Target) => ("pageId" in args ? { page_id: args.pageId } : { kind: args.target.kind, item_id: args.target.itemId });

export async function createPreviewLink(db: Db, args: Target & { locale: string; days: number; authorId: number; now?: Date }): Promise<{ id: number; token: string }> {
  const now = args.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const row = await db
    .insertInto("preview_links")
    .values({ ...targetColumns(args), locale: args.locale, token, created_by: args.authorId, created_at: now, expires_at: new Date(now.getTime() + args.days * DAY_MS) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Revokes one of the page's (or item's) links (again: nothing). */
export async function revokePreviewLink(db: Db, args: Target & { id: number; now?: Date }): Promise<void> {
  let q = db
    .updateTable("preview_links")
    .set({ revoked_at: args.now ?? new Date() })
    .where("id", "=", args.id)
    .where("revoked_at", "is", null);
  q = "pageId" in args ? q.where("page_id", "=", args.pageId) : q.where("kind", "=", args.target.kind).where("item_id", "=", args.target.itemId);
  await q.execute();
}

/** A link's state at `now`. */
const stateOf = (row: { revoked_at: Date | string | null; expires_at: Date | string }, now: Date): PreviewLinkView["state"] =>
  row.revoked_at ? "revoked" : new Date(row.expires_at).getTime() <= now.getTime() ? "expired" : "active";

/** A content item's links, newest first, each with the item's detail address in the link's locale (`href`). */
export async function listItemPreviewLinks(db: Db, item: PreviewItem & { href: (locale: Locale) => string | null }, now = new Date()): Promise<PreviewLinkView[]> {
  const rows = await db
    .selectFrom("preview_links as l")
    .leftJoin("users as u", "u.id", "l.created_by")
    .select(["l.id", "l.locale", "l.token", "l.created_at", "l.expires_at", "l.revoked_at", "u.name", "u.email"])
    .where("l.kind", "=", item.kind)
    .where("l.item_id", "=", item.itemId)
    .orderBy("l.created_at", "desc")
    .orderBy("l.id", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    href: `${item.href(isLocale(row.locale) ? row.locale : "en") ?? ""}?${PREVIEW_PARAM}=${row.id}.${row.token}`,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    by: row.name || row.email || null,
    state: stateOf(row, now),
  }));
}

/** The page's links, newest first, with their addresses (the page's path in the link's locale). */
export async function listPreviewLinks(db: Db, pageId: number, now = new Date()): Promise<PreviewLinkView[]> {
  const rows = await db
    .selectFrom("preview_links as l")
    .leftJoin("users as u", "u.id", "l.created_by")
    .innerJoin("page_translations as t", (j) => j.onRef("t.page_id", "=", "l.page_id").onRef("t.locale", "=", "l.locale"))
    .select(["l.id", "l.locale", "l.token", "l.created_at", "l.expires_at", "l.revoked_at", "t.path", "u.name", "u.email"])
    .where("l.page_id", "=", pageId)
    .orderBy("l.created_at", "desc")
    .orderBy("l.id", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    href: `${pageHref(isLocale(row.locale) ? row.locale : "en", row.path)}?${PREVIEW_PARAM}=${row.id}.${row.token}`,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    by: row.name || row.email || null,
    state: stateOf(row, now),
  }));
}

/** `<id>.<token>`: the link's id (what logs name) and its 32-byte token, base64url. */
const LINK_VALUE = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The content item a `?preview=` value names, read from the link's row before its token is
 * checked (null for a malformed value, an unknown id or a page's link): where a detail page looks
 * for the item it may preview. Still to check with `checkPreviewLink` for that item.
 */
export async function previewLinkItem(db: Db, value: string): Promise<PreviewItem | null> {
  const parsed = LINK_VALUE.exec(value);
  if (!parsed) return null;
  const row = await db.selectFrom("preview_links").select(["kind", "item_id"]).where("id", "=", Number(parsed[1])).executeTakeFirst();
  return row?.kind && row.item_id !== null ? { kind: row.kind, itemId: row.item_id } : null;
}

export type PreviewCheck = { kind: "valid"; id: number } | { kind: "gone"; id: number } | { kind: "unknown" };

/**
 * What `?preview=<id>.<token>` on page `pageId` (or a content item's detail page) is: valid, gone
 * (expired or revoked: 410) or unknown (malformed, wrong token, another page's link: 404). The token is compared in constant time.
 */
export async function checkPreviewLink(db: Db, value: string, pageOrItem: number | PreviewItem, now = new Date()): Promise<PreviewCheck> {
  const parsed = LINK_VALUE.exec(value);
  if (!parsed) return { kind: "unknown" };
  const id = Number(parsed[1]);
  const row = await db.selectFrom("preview_links").select(["page_id", "kind", "item_id", "token", "expires_at", "revoked_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return { kind: "unknown" };
  const ours = typeof pageOrItem === "number" ? row.page_id === pageOrItem : row.kind === pageOrItem.kind && row.item_id === pageOrItem.itemId;
  if (!ours) return { kind: "unknown" };
  const given = Buffer.from(parsed[2]);
  const stored = Buffer.from(row.token);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return { kind: "unknown" };
  if (row.revoked_at || new Date(row.expires_at).getTime() <= now.getTime()) return { kind: "gone", id };
  return { kind: "valid", id };
}
