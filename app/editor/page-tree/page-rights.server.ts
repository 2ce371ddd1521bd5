import type { Db } from "../../../db";
import { can, type Target } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { findPagePath } from "~/cms/pages.server";
import { rightsOf } from "../shell/gate.server";
import type { PageTreeRow } from "./page-tree.server";

// The page tree's rights (issue 43): a page's section is its English path ("/company", "/" for
// home); creating names the new page's path, moving both the page and its new parent.

/** A CMS path ("company/team", "" for home) as a section path ("/company/team", "/"). */
export const sectionPath = (path: string) => `/${path}`;

/** The path of a page created (or moved) under `parentPath` (a section path; "/" for the top level). */
export const childPath = (parentPath: string, slug: string) => sectionPath([parentPath.replace(/^\//, ""), slug].filter(Boolean).join("/"));

/** The English path of a page of this site as a section path, else null (no such page). */
export async function englishPathOf(db: Db, site: string, pageId: number): Promise<string | null> {
  const path = await findPagePath(db, { pageId, locale: "en", site });
  return path === null ? null : sectionPath(path);
}

/** A row's English path ("/company"): structure is English's, which every page has. */
export function rowPath(row: PageTreeRow): string {
  const en = row.paths.find((p) => p.locale === "en");
  return en?.href ?? "/";
}

/** What the page tree's structure rights name: English, on a page path. */
export const onPage = (pagePath: string): Target => ({ locale: "en", pagePath });

/**
 * Where an account may create a page when no parent is named yet (the New page link): anywhere
 * for an account without sections, else its first page section (content kinds hold no pages).
 */
export function createAnywhere(editor: Editor): Target {
  const section = editor.sections?.find((s) => s.startsWith("/"));
  return onPage(editor.sections === null ? "/" : (section ?? "/"));
}

/**
 * Whether a page (or the top level, "/") is a parent this account may create pages under (the new
 * page's path is in its sections) or move pages to (the parent's own path is).
 */
export function parentAllowed(editor: Editor, action: "page.create" | "page.move", parentPath: string): boolean {
  return can(editor, action, onPage(action === "page.create" ? childPath(parentPath, "x") : parentPath)).ok;
}

/** For each row of the tree: why New child page, Move and Delete are refused (null: allowed). */
export type RowRights = { create: string | null; move: string | null; delete: string | null };

export function treeRights(request: Request, editor: Editor, rows: PageTreeRow[]): Record<number, RowRights> {
  const out: Record<number, RowRights> = {};
  for (const row of rows) {
    const rights = rightsOf(request, editor, ["page.create", "page.move", "page.delete"], onPage(rowPath(row)));
    out[row.id] = { create: rights["page.create"], move: rights["page.move"], delete: rights["page.delete"] };
  }
  return out;
}
