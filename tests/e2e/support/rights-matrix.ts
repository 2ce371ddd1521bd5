import { can, type Account, type Action, type Target } from "../../../app/auth/rights";
import type { Locale } from "../../../app/i18n/locales";

// Issue 43's rights matrix: every editor route and action, the right it needs and what it touches.
// tests/e2e/rights-matrix.test.ts asks each case over HTTP as every role, inside and outside its
// scope, and expects 403 exactly where `can` refuses; tests/architecture/rights-matrix-coverage.test.ts
// fails when a route file or an action name is missing here. Bodies are chosen to pass the gate
// and then fail the action's own checks (a stale version, an unknown id), so that an allowed case
// changes nothing the other cases depend on.

/** Where a case is asked: a page and a locale, inside an account's scope or outside it. */
export type Place = { pageId: string; slug: string; locale: Locale; formId: string; mediaId: string };

export type MatrixCase = {
  /** The file in app/routes (or app/screens) that answers. */
  route: string;
  method: "GET" | "POST";
  /** The action's name (`_action`, `intent`, the API call) or "view". */
  name: string;
  /** The right `can` is asked for; "signedIn": any signed-in account. */
  right: Action | "signedIn";
  /** What the right is asked on. */
  target: (at: Place) => Target;
  path: (at: Place) => string;
  body?: (at: Place) => Record<string, string>;
  /** Where one right does not say it: whether the account gets through (else `can(right, target)`). */
  allowed?: (account: Account, at: Place) => boolean;
};

/** Whether the gate lets the account through this case at this place. */
export function allowedFor(matrixCase: MatrixCase, account: Account, at: Place): boolean {
  if (matrixCase.allowed) return matrixCase.allowed(account, at);
  return matrixCase.right === "signedIn" || can(account, matrixCase.right, matrixCase.target(at)).ok;
}

export const localePath = (locale: Locale, slug: string) => (locale === "en" ? `/${slug}` : `/${locale}/${slug}`);
const onPage = (at: Place) => ({ locale: at.locale, pagePath: `/${at.slug}` });
const inEnglish = (at: Place) => ({ locale: "en" as const, pagePath: `/${at.slug}` });

/** A page-builder action: POST /editor/pages/:id with `_action`, in the place's locale (or English). */
function pageAction(name: string, right: Action, fields: Record<string, string> = {}, english = false): MatrixCase {
  return {
    route: "editor.pages.$pageId.ts",
    method: "POST",
    name,
    right,
    target: english ? inEnglish : onPage,
    path: (at) => `/editor/pages/${at.pageId}`,
    body: (at) => ({ _action: name, version: "0", returnTo: `${localePath(english ? "en" : at.locale, at.slug)}?draft=true`, ...fields }),
  };
}

/** A CMS page in an editor's mode: the draft, or one of its dialogs (app/screens/cms-page.tsx). */
function draftView(name: string, right: Action, query: string, english = false): MatrixCase {
  return { route: "cms-page.tsx", method: "GET", name, right, target: english ? inEnglish : onPage, path: (at) => `${localePath(english ? "en" : at.locale, at.slug)}?${query}` };
}

export const PAGE_BUILDER_CASES: MatrixCase[] = [
  pageAction("editPage", "page.editText"),
  pageAction("saveModule", "page.editText", { moduleId: "0", "data.body": "<p>Matrix</p>" }),
  { ...pageAction("saveModule", "page.editLayout", { moduleId: "0", "data.body": "<p>Matrix</p>" }, true), name: "saveModule (English)" },
  { ...pageAction("saveModule", "page.structure", { moduleType: "TEXT_BLOCK", "data.body": "" }, true), name: "saveModule (new)" },
  pageAction("moveUp", "page.structure", { moduleId: "0" }, true),
  pageAction("moveDown", "page.structure", { moduleId: "0" }, true),
  pageAction("removeModule", "page.structure", { moduleId: "0" }, true),
  pageAction("copyModule", "page.structure", { moduleId: "0", targetPageId: "0", mode: "copy", position: "end" }, true),
  pageAction("publishPage", "page.publish"),
  pageAction("unpublishPage", "page.publish"),
  pageAction("schedulePage", "page.publish", { action: "publish", at: "not a time", timeZone: "UTC" }),
  pageAction("cancelSchedule", "page.publish", { scheduleAction: "none" }),
  pageAction("discardDraft", "page.draft"),
  pageAction("restoreRevision", "page.draft", { revisionId: "0" }),
  pageAction("undo", "page.draft"),
  pageAction("redo", "page.draft"),
  pageAction("saveSettings", "page.settings", { title: "" }),
  pageAction("setSocialImage", "page.settings", { imageId: "0" }),
  pageAction("createPreview", "page.preview", { days: "0" }),
  pageAction("revokePreview", "page.preview", { previewId: "0" }),
  { route: "editor.pages.$pageId.ts", method: "GET", name: "view", right: "signedIn", target: () => ({}), path: (at) => `/editor/pages/${at.pageId}` },
  draftView("draft", "page.editText", "draft=true"),
  draftView("settings", "page.settings", "draft=true&show_settings=true"),
  draftView("previews", "page.preview", "draft=true&show_previews=true"),
  draftView("schedule", "page.publish", "draft=true&show_schedule=publish"),
  draftView("sidebar", "page.structure", "draft=true&show_sidebar=true&module_position=-1", true),
];

const whole = () => ({});
const screen = (route: string, path: string, right: MatrixCase["right"], target: MatrixCase["target"] = whole): MatrixCase => ({ route, method: "GET", name: "view", right, target, path: () => path });
const post = (route: string, name: string, right: MatrixCase["right"], path: (at: Place) => string, body: (at: Place) => Record<string, string>, target: MatrixCase["target"] = whole): MatrixCase => ({
  route,
  method: "POST",
  name,
  right,
  target,
  path,
  body,
});
const thePage = (at: Place) => ({ pagePath: `/${at.slug}` });

/** The page tree (app/editor/page-tree): the page's English path is its section. */
export const PAGE_TREE_CASES: MatrixCase[] = [
  screen("editor.pages._index.tsx", "/editor/pages", "signedIn"),
  { ...screen("editor.pages.new.tsx", "", "page.create", thePage), path: (at) => `/editor/pages/new?parent=${at.pageId}` },
  // A child under the place's page; once made, the same address again is 409 (never 403).
  post("editor.pages.new.tsx", "create", "page.create", () => "/editor/pages/new", (at) => ({ parentId: at.pageId, title: "Matrix child", slug: "matrix-child" }), (at) => ({ pagePath: `/${at.slug}/matrix-child` })),
  { ...screen("editor.pages.$pageId_.move.tsx", "", "page.move", thePage), path: (at) => `/editor/pages/${at.pageId}/move` },
  // Under itself: refused by the move once the gate has let it through.
  post("editor.pages.$pageId_.move.tsx", "move", "page.move", (at) => `/editor/pages/${at.pageId}/move`, (at) => ({ parentId: at.pageId }), thePage),
  { ...screen("editor.pages.$pageId_.delete.tsx", "", "page.delete", thePage), path: (at) => `/editor/pages/${at.pageId}/delete` },
  post("editor.pages.$pageId_.delete.tsx", "delete", "page.delete", (at) => `/editor/pages/${at.pageId}/delete`, () => ({ redirectTo: "-1" }), thePage),
];

/** Navigation and redirects belong to the whole site. */
export const SITE_STRUCTURE_CASES: MatrixCase[] = [
  screen("editor.navigation.tsx", "/editor/navigation", "navigation.edit"),
  ...["publish", "discard", "add", "save", "delete", "moveUp", "moveDown", "place"].map((name) => post("editor.navigation.tsx", name, "navigation.edit", () => "/editor/navigation", () => ({ _action: name, version: "-5", itemId: "0" }))),
  screen("editor.redirects.tsx", "/editor/redirects", "redirects.edit"),
  post("editor.redirects.tsx", "add", "redirects.edit", () => "/editor/redirects", () => ({ _action: "add", source: "no slash", target: "" })),
  post("editor.redirects.tsx", "delete", "redirects.edit", () => "/editor/redirects", () => ({ _action: "delete", id: "0" })),
];

/** An item that does not exist: the content gate asks before the item is read, so nothing is written. */
const NO_ITEM = "99999999";
const news = (at: Place) => ({ kind: "news", locale: at.locale });
const newsInEnglish = () => ({ kind: "news", locale: "en" as const });
const both = (a: Action, ta: MatrixCase["target"], b: Action, tb: MatrixCase["target"]) => (account: Account, at: Place) => can(account, a, ta(at)).ok && can(account, b, tb(at)).ok;
const itemPost = (name: string, right: Action, target: MatrixCase["target"], fields: Record<string, string> = {}): MatrixCase =>
  post("editor.content.$kind.$id.tsx", name, right, (at) => `/editor/content/news/${NO_ITEM}?locale=${at.locale}`, () => ({ intent: name.split(" ")[0], revision: "1", ...fields }), target);

/** The content admin (app/editor/content): the kind is the section; texts are asked in their locale. */
export const CONTENT_CASES: MatrixCase[] = [
  { ...screen("editor.content._index.tsx", "/editor/content", "content.editText"), allowed: (a) => a.sections === null || a.sections.some((s) => !s.startsWith("/")) },
  { ...screen("editor.content.$kind._index.tsx", "/editor/content/news", "content.editText"), allowed: (a) => a.sections === null || a.sections.includes("news") },
  screen("editor.content.$kind.new.tsx", "/editor/content/news/new", "content.create", newsInEnglish),
  post("editor.content.$kind.new.tsx", "save", "content.create", () => "/editor/content/news/new", () => ({ intent: "save" }), newsInEnglish),
  { ...screen("editor.content.$kind.$id.tsx", "", "content.editText", news), path: (at) => `/editor/content/news/${NO_ITEM}?locale=${at.locale}` },
  {
    ...screen("editor.content.$kind.$id.tsx", "", "content.editText", news),
    name: "view Delete",
    path: (at) => `/editor/content/news/${NO_ITEM}?locale=${at.locale}&confirm_delete=1`,
    allowed: both("content.editText", news, "content.delete", newsInEnglish),
  },
  itemPost("save", "content.editText", news, { "data.title": "Matrix" }),
  { ...itemPost("save (with a shared field)", "content.edit", newsInEnglish, { "data.title": "Matrix", "data.publishedAt": "2026-01-01T00:00" }) },
  { ...itemPost("publish", "content.publish", news, { "data.title": "Matrix" }), allowed: both("content.editText", news, "content.publish", news) },
  itemPost("openPicker", "content.editText", news, { "data.title": "Matrix", _picker_done: "1" }),
  itemPost("unpublish", "content.publish", newsInEnglish),
  itemPost("delete", "content.delete", newsInEnglish),
  itemPost("schedule", "content.publish", news, { action: "publish", at: "not a time", timeZone: "UTC" }),
  itemPost("cancelSchedule", "content.publish", news, { scheduleAction: "publish" }),
  itemPost("createPreview", "content.publish", news, { days: "0" }),
  itemPost("revokePreview", "content.publish", news, { previewId: "0" }),
  ...["discard", "restore", "undo", "redo"].map((name) => itemPost(name, "content.edit", newsInEnglish, { revisionId: "0" })),
  screen("editor.content.products.export[.]csv.ts", "/editor/content/products/export.csv", "content.edit", () => ({ kind: "products" })),
  screen("editor.content.products.import.tsx", "/editor/content/products/import", "content.import", () => ({ kind: "products", locale: "en" })),
  post("editor.content.products.import.tsx", "import", "content.import", () => "/editor/content/products/import", () => ({}), () => ({ kind: "products", locale: "en" })),
  screen("editor.content.stock-quotes.tsx", "/editor/content/stock-quotes", "content.import", () => ({ kind: "stockQuotes" })),
  post("editor.content.stock-quotes.tsx", "import", "content.import", () => "/editor/content/stock-quotes", () => ({}), () => ({ kind: "stockQuotes" })),
];

/** The team (Administrators) and each account's own page. Bodies fail validation after the gate. */
export const TEAM_CASES: MatrixCase[] = [
  screen("editor.users._index.tsx", "/editor/users", "users.manage"),
  post("editor.users._index.tsx", "create", "users.manage", () => "/editor/users", () => ({ email: "not an address", role: "nobody" })),
  screen("editor.users.$userId.tsx", "/editor/users/1", "users.manage"),
  post("editor.users.$userId.tsx", "update", "users.manage", () => "/editor/users/1", () => ({ _action: "update", role: "nobody" })),
  post("editor.users.$userId.tsx", "link", "users.manage", () => "/editor/users/99999999", () => ({ _action: "link" })),
  screen("editor.account.tsx", "/editor/account", "signedIn"),
  post("editor.account.tsx", "password", "signedIn", () => "/editor/account", () => ({ _action: "password", current: "", password: "", repeat: "" })),
];

/** Media, forms, submissions and the audit log belong to no section; ids that do not exist. */
const NONE = "99999999";
export const SITE_WIDE_CASES: MatrixCase[] = [
  screen("editor.media._index.tsx", "/editor/media", "signedIn"),
  post("editor.media._index.tsx", "upload", "media.upload", () => "/editor/media", () => ({})),
  post("editor.media.upload.ts", "upload", "media.upload", () => "/editor/media/upload", () => ({})),
  screen("editor.media.$mediaId.tsx", `/editor/media/${NONE}`, "signedIn"),
  ...(
    [
      ["save", "media.edit"],
      ["replace", "media.replace"],
      ["delete", "media.delete"],
    ] as const
  ).map(([name, right]) => post("editor.media.$mediaId.tsx", name, right, () => `/editor/media/${NONE}`, () => ({ _action: name }))),
  // Issue 47: the forms list (each row links its submissions only where the account reads them).
  screen("editor.forms._index.tsx", "/editor/forms", "signedIn"),
  screen("editor.forms.new.tsx", "/editor/forms/new", "forms.edit"),
  screen("editor.forms.$id.tsx", `/editor/forms/${NONE}`, "signedIn"),
  screen("editor.forms.$id_.submissions.tsx", `/editor/forms/${NONE}/submissions`, "submissions.read"),
  screen("editor.forms.$id_.submissions[.]csv.ts", `/editor/forms/${NONE}/submissions.csv`, "submissions.read"),
  post("editor.forms.$id_.submissions.tsx", "readers", "users.manage", () => `/editor/forms/${NONE}/submissions`, () => ({ _action: "readers" })),
  post("editor.forms.$id_.submissions.tsx", "delete", "submissions.read", () => `/editor/forms/${NONE}/submissions`, () => ({ _action: "delete", submissionId: "x" })),
  // Issue 44: a form's e-mail notification and Send a test (the builder's right), the e-mail log and Resend.
  screen("editor.forms.$id_.notification.tsx", `/editor/forms/${NONE}/notification`, "forms.edit"),
  post("editor.forms.$id_.notification.tsx", "save", "forms.edit", () => `/editor/forms/${NONE}/notification`, () => ({ _action: "save" })),
  post("editor.forms.$id_.notification.tsx", "test", "forms.edit", () => `/editor/forms/${NONE}/notification`, () => ({ _action: "test" })),
  screen("editor.mail._index.tsx", "/editor/mail", "mail.read"),
  screen("editor.mail.$mailId.tsx", `/editor/mail/${NONE}`, "mail.read"),
  post("editor.mail.$mailId.tsx", "resend", "mail.read", () => `/editor/mail/${NONE}`, () => ({ _action: "resend" })),
  screen("editor.audit.tsx", "/editor/audit", "audit.read"),
  screen("editor.audit[.]csv.ts", "/editor/audit.csv", "audit.read"),
  screen("api.editor.$action.ts", "/api/editor/fetchForms", "signedIn"),
  ...(
    [
      ["createForm", "forms.edit", { payload: "" }],
      ["updateForm", "forms.edit", { payload: "" }],
      ["deleteForm", "forms.edit", { id: NONE }],
      ["addImage", "media.upload", {}],
      ["addLink", "media.upload", { url: "" }],
    ] as const
  ).map(([name, right, body]) => post("api.editor.$action.ts", name, right, () => `/api/editor/${name}`, () => ({ ...body }))),
];

/**
 * Issue 45, the inbox (/editor/inbox): every signed-in account. Submit asks review.submit on the
 * place's page (a message over 4,000 characters then fails after the gate: no review is opened);
 * the steps on a review that does not exist are "not found" for everyone (the review names the
 * section, so the gate is asked after it is read: app/editor/reviews/review-flow.server.test.ts
 * forges each step against a real review); the required sections are review.settings (site-wide).
 */
export const REVIEW_CASES: MatrixCase[] = [
  screen("editor.inbox.tsx", "/editor/inbox", "signedIn"),
  post("editor.inbox.tsx", "submit", "review.submit", () => "/editor/inbox", (at) => ({ _action: "submit", pageId: at.pageId, locale: at.locale, message: "x".repeat(4001) }), onPage),
  ...(["withdraw", "comment", "requestChanges", "approve"] as const).map((name) => ({
    ...post("editor.inbox.tsx", name, "signedIn", () => "/editor/inbox", () => ({ _action: name, reviewId: NONE, version: "0", message: "Matrix" })),
  })),
  post("editor.inbox.tsx", "notices", "signedIn", () => "/editor/inbox", () => ({ _action: "notices", reviewMail: "on" })),
  post("editor.inbox.tsx", "requireSection", "review.settings", () => "/editor/inbox", () => ({ _action: "requireSection", section: "not a section" })),
];

export const RIGHTS_MATRIX: MatrixCase[] = [...PAGE_BUILDER_CASES, ...PAGE_TREE_CASES, ...SITE_STRUCTURE_CASES, ...CONTENT_CASES, ...TEAM_CASES, ...SITE_WIDE_CASES, ...REVIEW_CASES];
