import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import type { Db } from "../../db";
import type { Editor } from "~/auth/users.server";
import type { Locale } from "~/i18n/locales";
import { loadPageModules } from "~/cms/pages.server";
import {
  addModule,
  EditRejectedError,
  ensureDraft,
  patchPage,
  publishPage,
  StaleVersionError,
  updateModule,
} from "~/cms/revisions.server";
import { moduleEditors } from "~/modules/editors";
import { isBuiltModuleType } from "~/modules/registry";
import { indexPage } from "~/content/search-index.server";
import { contentChanged } from "~/lib/content-events.server";
import { sanitizeRichTextFields } from "~/modules/sanitize-fields.server";
import { moduleSchemas } from "~/modules/schemas";
import type { EditorActionResult } from "./editor-view";
import { keepHiddenGroupValues } from "./hidden-groups";
import { toPublicLayout, type EditorLayout } from "./layout-values";
import { editorErrorMap, moduleFormSchema } from "./module-form-schema";
import { resolveReferences } from "./resolve-references.server";

type Context = { db: Db; editor: Editor; pageId: number; locale: string; path: string };

const draftUrl = (path: string) => `${path}?draft=true`;

function intNumber(value: FormDataEntryValue | null): number | null {
  return typeof value === "string" && /^-?\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The page's editor actions (SPEC §7: patchPage, publishPage, addModule, updateModule), each
 * a POST that redirects on success. A failure comes back as data for the page to show; the
 * draft is left exactly as it was.
 */
export async function handlePageAction(request: Request, ctx: Context): Promise<Response | EditorActionResult> {
  const form = await request.formData();
  const intent = String(form.get("_action") ?? "");
  const version = intNumber(form.get("version"));
  try {
    if (intent === "editPage") {
      await ensureDraft(ctx.db, ctx.pageId, ctx.editor.id);
      return redirect(draftUrl(ctx.path));
    }
    if (version === null) return { kind: "error", message: "errors.generic" };
    await ensureDraft(ctx.db, ctx.pageId, ctx.editor.id);
    switch (intent) {
      case "publishPage":
        await publishPage(ctx.db, { pageId: ctx.pageId, version });
        await indexPage(ctx.db, ctx.pageId); // a publish updates the search index
        contentChanged();
        return redirect(ctx.path);
      case "moveUp":
      case "moveDown":
      case "removeModule":
        return await changeStructure(ctx, intent, String(form.get("moduleId") ?? ""), version);
      case "saveModule":
        return await saveModule(ctx, form, version);
      default:
        return { kind: "error", message: "errors.generic" };
    }
  } catch (error) {
    if (error instanceof StaleVersionError) return { kind: "error", message: "errors.stale" };
    if (error instanceof EditRejectedError) return { kind: "error", message: error.message };
    throw error;
  }
}

async function changeStructure(ctx: Context, intent: string, moduleId: string, version: number) {
  if (ctx.locale !== "en") {
    throw new EditRejectedError(
      intent === "removeModule"
        ? "Modules can only be added and removed in English locale"
        : "Modules can only be rearranged in English locale",
    );
  }
  const draft = await loadPageModules(ctx.db, { pageId: ctx.pageId, locale: "en", view: "draft" });
  const ids = draft?.modules.map((m) => m.id) ?? [];
  const index = ids.indexOf(moduleId);
  if (index < 0) throw new EditRejectedError(`Unknown module ${moduleId}`);
  if (intent === "removeModule") ids.splice(index, 1);
  else {
    const target = intent === "moveUp" ? index - 1 : index + 1;
    if (target < 0 || target >= ids.length) throw new EditRejectedError("The module cannot move further");
    [ids[index], ids[target]] = [ids[target], ids[index]];
  }
  await patchPage(ctx.db, { pageId: ctx.pageId, version, contents: ids });
  return redirect(draftUrl(ctx.path));
}

async function saveModule(ctx: Context, form: FormData, version: number): Promise<Response | EditorActionResult> {
  const moduleId = String(form.get("moduleId") ?? "") || null;
  let type = String(form.get("moduleType") ?? "");
  let storedData: Record<string, unknown> = {};
  if (moduleId) {
    const draft = await loadPageModules(ctx.db, { pageId: ctx.pageId, locale: ctx.locale as Locale, view: "draft" });
    const stored = draft?.modules.find((m) => m.id === moduleId);
    if (!stored) throw new EditRejectedError(`Unknown module ${moduleId}`);
    type = stored.type;
    storedData = (stored.data ?? {}) as Record<string, unknown>;
  } else if (ctx.locale !== "en") {
    throw new EditRejectedError("Modules can only be added and removed in English locale");
  }
  if (!isBuiltModuleType(type)) throw new EditRejectedError(`Unknown module type ${type}`);

  const submission = parseWithZod(form, { schema: moduleFormSchema(type), errorMap: editorErrorMap });
  if (submission.status !== "success") return { kind: "module", result: submission.reply() };

  const data = keepHiddenGroupValues(moduleEditors[type], submission.value.data as Record<string, unknown>, storedData);
  const referenceErrors = await resolveReferences(ctx.db, moduleEditors[type], data, ctx.locale);
  if (Object.keys(referenceErrors).length) return { kind: "module", result: submission.reply({ fieldErrors: referenceErrors }) };
  sanitizeRichTextFields(data, moduleSchemas[type].richTextFields ?? []);

  const stored = { ...data, heading: submission.value.heading };
  const layout = toPublicLayout(submission.value.layout as EditorLayout);
  if (moduleId) {
    await updateModule(ctx.db, { pageId: ctx.pageId, version, moduleId, locale: ctx.locale, layout, data: stored });
  } else {
    const position = intNumber(form.get("position"));
    await addModule(ctx.db, { pageId: ctx.pageId, version, type, position, locale: "en", layout, data: stored });
  }
  return redirect(draftUrl(ctx.path));
}
