import type { Locale } from "~/i18n/locales";

// Issue 43: who may do what. One function, `can`, answers for every editor loader and action; the
// matrix is docs/roles.md. Plain data, no database: the server decides with it, and the editor's UI
// asks it too to leave out what the account cannot use (the server stays the guard).

export const ROLES = ["administrator", "publisher", "editor", "translator"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Where an account may work. null: everywhere (every locale, every section). */
export type Scope = {
  locales: readonly Locale[] | null;
  /** Page subtrees by their English path ("/applications") and content kinds ("news"). */
  sections: readonly string[] | null;
};

export type Account = { role: Role } & Scope;

/** Every right an editor path asks for; each route and action names one (issue 43's matrix). */
export const ACTIONS = [
  // The page builder.
  "page.editText", // a module's texts in one locale
  "page.editLayout", // a module's layout and its English source
  "page.structure", // add, remove, move, copy or move to another page
  "page.draft", // discard the draft, undo, redo, restore a version into the draft
  "page.publish", // publish, unpublish, schedule, cancel a schedule
  "page.preview", // preview links
  // The page tree.
  "page.create",
  "page.settings", // title, slug, description, noindex, social image: public at once
  "page.move",
  "page.delete",
  // The site's structure.
  "navigation.edit",
  "redirects.edit",
  // Content items (news, products, …).
  "content.editText",
  "content.edit",
  "content.create",
  "content.publish",
  "content.delete",
  "content.import",
  // Media.
  "media.upload",
  "media.edit", // name, alt texts, focal point
  "media.replace",
  "media.delete",
  // Forms: the builder saves a form live; submissions hold personal data.
  "forms.edit",
  "submissions.read",
  // Issue 44: the e-mail log (/editor/mail): every message the site sends (per form also to the accounts given its submissions).
  "mail.read",
  // Issue 45, review before publish: ask for a review of a draft (and withdraw or answer it);
  // decide on one (comment, request changes, approve; approving publishes, so it also asks the
  // publish right); choose the sections where review is required even for Publishers.
  "review.submit",
  "review.decide",
  "review.settings",
  // Administration.
  "audit.read",
  "users.manage",
] as const;
export type Action = (typeof ACTIONS)[number];

const PUBLISHER: readonly Action[] = ACTIONS.filter((a) => a !== "submissions.read" && a !== "mail.read" && a !== "audit.read" && a !== "users.manage" && a !== "review.settings");
const EDITOR: readonly Action[] = [
  "page.editText",
  "page.editLayout",
  "page.structure",
  "page.draft",
  "page.create",
  "content.editText",
  "content.edit",
  "content.create",
  "media.upload",
  "media.edit",
  "review.submit",
];
const TRANSLATOR: readonly Action[] = ["page.editText", "content.editText", "review.submit"];

/** The rights of each role before its scope is applied. */
export const ROLE_RIGHTS: Record<Role, ReadonlySet<Action>> = {
  administrator: new Set(ACTIONS),
  publisher: new Set(PUBLISHER),
  editor: new Set(EDITOR),
  translator: new Set(TRANSLATOR),
};

/** Media belong to no section: an account scoped to sections still uploads and describes them. */
const ANY_SECTION: ReadonlySet<Action> = new Set(["media.upload", "media.edit"]);

/** Actions on what belongs to the whole site (no section): an account scoped to sections may not. */
const SITE_WIDE: ReadonlySet<Action> = new Set(["navigation.edit", "redirects.edit", "forms.edit", "submissions.read", "mail.read", "audit.read", "users.manage", "media.replace", "media.delete", "review.settings"]);

/**
 * What an action touches: the locale whose texts change ("en" for layout and structure, which all
 * locales share), the page by its English path, or the content kind.
 */
export type Target = { locale?: Locale; pagePath?: string; kind?: string };

export type Refusal = "role" | "englishSource" | "locale" | "section";
export type Verdict = { ok: true } | { ok: false; reason: Refusal };

function inSections(sections: readonly string[], { pagePath, kind }: Target): boolean {
  if (pagePath !== undefined) {
    const path = pagePath === "" ? "/" : pagePath.startsWith("/") ? pagePath : `/${pagePath}`;
    return sections.some((s) => s.startsWith("/") && (s === "/" || path === s || path.startsWith(`${s}/`)));
  }
  if (kind !== undefined) return sections.includes(kind);
  return false;
}

/** Whether `account` may do `action` on `target`, and if not, why. */
export function can(account: Account, action: Action, target: Target = {}): Verdict {
  if (!ROLE_RIGHTS[account.role].has(action)) return { ok: false, reason: "role" };
  // A translator works on translations: the English source is never its to change.
  if (account.role === "translator" && (target.locale ?? "en") === "en") return { ok: false, reason: "englishSource" };
  if (account.locales !== null && target.locale !== undefined && !account.locales.includes(target.locale)) return { ok: false, reason: "locale" };
  if (account.sections !== null && !ANY_SECTION.has(action) && (SITE_WIDE.has(action) || !inSections(account.sections, target))) return { ok: false, reason: "section" };
  return { ok: true };
}
