import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { recordAudit } from "~/audit/audit-log.server";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { requireRight } from "../shell/gate.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { pageChoices } from "../page-tree/page-tree.server";
import { validationMessage } from "../shell/validation-messages";
import { navItemSchema } from "./nav-item-schema";
import {
  addNavItem,
  deleteNavItem,
  discardNavigation,
  loadNavigationEditor,
  moveNavItem,
  NavigationRejected,
  placeNavItem,
  NavigationStale,
  publishNavigation,
  updateNavItem,
} from "./navigation.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const SCREEN = "/editor/navigation";
export const NAV_ACTIONS = ["add", "save", "delete", "moveUp", "moveDown", "place", "publish", "discard"] as const;
export type NavAction = (typeof NAV_ACTIONS)[number];

const positiveInt = (value: FormDataEntryValue | string | null) => (typeof value === "string" && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** GET /editor/navigation: the header and footer menus (draft or published), `?edit=ID` opens an item in the form. */
export async function loadNavigation({ request, context: { db, site } }: LoaderFunctionArgs) {
  await requireRight({ request, db }, "navigation.edit", {}, { kind: "navigation", id: site, label: site });
  const params = new URL(request.url).searchParams;
  const [navigation, pages] = await Promise.all([loadNavigationEditor(db, site), pageChoices(db, site)]);
  const editId = positiveInt(params.get("edit"));
  const editing = navigation.items.find((item) => item.id === editId) ?? null;
  const done = params.get("done");
  const notice = NAV_ACTIONS.includes(done as NavAction) ? (done as NavAction) : null;
  const documentTitle = editorScreenTitle(request, (t) => t("navigation.title"));
  return data({ navigation, pages, editing, notice, documentTitle }, { headers: NO_STORE });
}

/**
 * POST /editor/navigation: `_action` with the draft `version` the editor saw (0: none yet). The
 * first change makes the draft; Publish puts it live, Discard drops it. A refused field comes back
 * with its message and the typed values; a stale version says so and changes nothing.
 */
export async function navigationAction({ request, context: { db, site } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  // The gate (issue 43) before the body is read: the whole site's navigation, no section.
  const editor = await requireRight({ request, db }, "navigation.edit", {}, { kind: "navigation", id: site, label: site });
  const form = await readFormData(request);
  const intent = String(form.get("_action") ?? "") as NavAction;
  const version = Number(form.get("version") ?? "-1");
  const itemId = positiveInt(form.get("itemId"));
  const ctx = { site, version: Number.isSafeInteger(version) ? version : -1, editorId: editor.id };
  const submission = intent === "add" || intent === "save" ? parseWithZod(form, { schema: navItemSchema, errorMap: editorErrorMap }) : null;
  try {
    if (submission) {
      if (submission.status !== "success") return data({ result: submission.reply(), stale: false }, { status: 400, headers: NO_STORE });
      if (intent === "add") await addNavItem(db, ctx, submission.value);
      else if (itemId === null) throw new NavigationRejected("itemId", "pageMissing");
      else await updateNavItem(db, ctx, itemId, submission.value);
    } else if (intent === "publish") await publishNavigation(db, ctx);
    else if (intent === "discard") await discardNavigation(db, ctx);
    else if (itemId === null || !NAV_ACTIONS.includes(intent)) return data({ result: null, stale: false }, { status: 400, headers: NO_STORE });
    else if (intent === "delete") await deleteNavItem(db, ctx, itemId);
    else if (intent === "place") {
      const index = String(form.get("index") ?? "");
      if (!/^\d{1,4}$/.test(index)) return data({ result: null, stale: false }, { status: 400, headers: NO_STORE });
      await placeNavItem(db, ctx, itemId, Number(index));
    }
    else await moveNavItem(db, ctx, itemId, intent === "moveUp" ? "up" : "down");
    await recordAudit(db, { user: editor, action: "navigation.change", target: { kind: "navigation", id: site, label: site }, detail: { action: intent, item: itemId ?? undefined } });
    return redirect(`${SCREEN}?done=${intent}`, 303);
  } catch (error) {
    if (error instanceof NavigationStale) return data({ result: submission?.reply() ?? null, stale: true }, { status: 409, headers: NO_STORE });
    if (!(error instanceof NavigationRejected)) throw error;
    const message = validationMessage(error.reason);
    const result = submission ? submission.reply(error.field === "itemId" ? { formErrors: [message] } : { fieldErrors: { [error.field]: [message] } }) : null;
    return data({ result, stale: false, message: submission ? undefined : message }, { status: 400, headers: NO_STORE });
  }
}
