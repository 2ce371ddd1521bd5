import { recordAudit } from "~/audit/audit-log.server";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../db";
import type { MediaKind } from "../../db/schema";
import { getEditor } from "~/auth/auth.server";
import { can, type Action } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { assertRightJson } from "~/editor/forms/json-refusal.server";
import { formsWithSubmissionsFor } from "~/editor/forms/submission-readers.server";
import { addLink, duplicateLinks, linkFormSchema } from "~/editor/pickers/links.server";
import { fetchPickerList } from "~/editor/pickers/picker-lists.server";
import { addImage, fetchLinks, findLink, findMedia, findPage } from "~/editor/pickers/pickers.server";
import { fetchLocations } from "~/editor/pickers/selection-pickers.server";
import { UploadRejectedError } from "~/editor/media/webp-upload.server";
import { isFormCall, runFormCall } from "~/forms/form-calls.server";
import { findForm } from "~/forms/forms.server";
import { readFormData } from "~/lib/form-body.server";
import { assertCleanQuery } from "~/lib/query-input";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorActionLocale, unavailableJson, unlessUnavailable } from "~/lib/unavailable-page.server";

const FIND_MEDIA: Record<string, MediaKind> = {
  findImage: "image",
  findVector: "vector",
  findFile: "file",
  findDocument: "document",
  findVideo: "video",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } });

async function requireEditorJson(request: Request) {
  const editor = await getEditor(request);
  if (!editor) throw json({ error: "Sign in required" }, 401);
  return editor;
}

/** The title a form builder save posted (its JSON payload), for the audit log. */
function formTitleOf(form: FormData): string | null {
  try {
    const title = (JSON.parse(String(form.get("payload") ?? "")) as { title?: unknown }).title;
    return typeof title === "string" ? title : null;
  } catch {
    return null;
  }
}

/** The id of the form a form call changes ("new" for createForm), for the audit log. */
function formIdOf(call: string, form: FormData): string {
  if (call === "createForm") return "new";
  if (call === "deleteForm") return String(form.get("id") ?? "").slice(0, 12);
  try {
    const id = (JSON.parse(String(form.get("payload") ?? "")) as { id?: unknown }).id;
    return typeof id === "number" || typeof id === "string" ? String(id).slice(0, 12) : "?";
  } catch {
    return "?";
  }
}

function intParam(value: string | null, fallback: number): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : fallback;
}

/** The pickers' fetch and find calls of SPEC §7 (any signed-in editor: pickers only read). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return unlessUnavailable({ request, context }, () => editorActionLocale(request), () => pickerCall(request, params, context.db), unavailableJson);
}

async function pickerCall(request: Request, params: LoaderFunctionArgs["params"], db: Db): Promise<Response> {
  const editor = await requireEditorJson(request);
  const url = new URL(request.url);
  assertCleanQuery(url.searchParams);
  const name = params.action ?? "";
  const page = intParam(url.searchParams.get("page"), 1);
  const search = (url.searchParams.get("search") ?? "").slice(0, 200);
  const id = intParam(url.searchParams.get("id"), 0);
  const list = await fetchPickerList(db, name, { page, search });
  if (list !== undefined) return json(name === "fetchForms" ? await withFormRights(db, editor, list) : list);
  if (FIND_MEDIA[name]) return json({ item: await findMedia(db, FIND_MEDIA[name], id) });
  switch (name) {
    case "findPage":
      return json({ item: await findPage(db, id) });
    case "fetchLinks":
      return json(
        await fetchLinks(db, {
          page,
          search,
          url: url.searchParams.get("url") ?? undefined,
          anchorId: url.searchParams.get("anchorId") ?? undefined,
          pageId: intParam(url.searchParams.get("pageId"), 0) || undefined,
        }),
      );
    case "findLink":
      return json({ item: await findLink(db, id) });
    case "fetchLocations":
      return json(await fetchLocations(db));
    case "findForm":
      return json({ item: id ? await findForm(db, id) : null });
    default:
      return json({ error: `Unknown action ${name}` }, 404);
  }
}

/**
 * The forms list with what the account may do on each row (issue 43): `maySeeSubmissions` (the
 * Submissions link) and, for the whole list, `mayEdit` (Add, Delete; the builder's Save).
 */
async function withFormRights(db: Db, editor: Editor, list: unknown): Promise<unknown> {
  const page = list as { results?: { id: number }[] };
  if (!Array.isArray(page.results)) return list;
  const readable = await formsWithSubmissionsFor(db, editor, page.results.map((row) => row.id));
  return { ...page, mayEdit: can(editor, "forms.edit").ok, results: page.results.map((row) => ({ ...row, maySeeSubmissions: readable.has(row.id) })) };
}

/** The right each JSON call needs (issue 43); a link anyone who may upload media may add. */
const CALL_RIGHTS: Record<string, Action> = {
  createForm: "forms.edit",
  updateForm: "forms.edit",
  deleteForm: "forms.edit",
  addImage: "media.upload",
  addLink: "media.upload",
};

/**
 * addImage (multipart: file, alt; answers the stored WebP's { id, url }), addLink (link fields; `confirm=true` adds despite duplicates),
 * createForm / updateForm (`payload`: the form as JSON) and deleteForm (`id`).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return unlessUnavailable({ request, context }, () => editorActionLocale(request), () => editorCall(request, params, context.db), unavailableJson);
}

async function editorCall(request: Request, params: ActionFunctionArgs["params"], db: Db): Promise<Response> {
  const editor = await requireEditorJson(request);
  const name = params.action ?? "";
  // The gate (issue 43): a refusal is audited and answered 403 JSON { error }, nothing written.
  // An upload is refused before its body is read; a form call names its form in the audit log.
  const right = Object.hasOwn(CALL_RIGHTS, name) ? CALL_RIGHTS[name] : undefined;
  if (!right) return json({ error: `Unknown action ${name}` }, 404);
  if (!isFormCall(name)) await assertRightJson(db, request, editor, right);
  const form = await readFormData(request);
  if (isFormCall(name)) await assertRightJson(db, request, editor, right, {}, { kind: "form", id: formIdOf(name, form), label: formTitleOf(form) });
  if (isFormCall(params.action)) {
    const answer = await runFormCall(db, params.action, form);
    if (answer.status === 200) {
      const body = answer.body as { id?: number };
      const id = params.action === "deleteForm" ? String(form.get("id")) : String(body.id ?? "");
      const title = params.action === "deleteForm" ? null : formTitleOf(form);
      await recordAudit(db, { user: editor, action: params.action === "deleteForm" ? "form.delete" : "form.save", target: { kind: "form", id, label: title } });
    }
    return json(answer.body, answer.status);
  }
  if (params.action === "addImage") {
    const file = form.get("file");
    if (!(file instanceof File)) return json({ errors: { file: ["This field is required"] } }, 400);
    try {
      return json(await addImage(db, file, String(form.get("alt") ?? "")));
    } catch (error) {
      if (error instanceof UploadRejectedError) return json({ errors: { file: [error.message] } }, 400);
      throw error;
    }
  }
  if (params.action === "addLink") {
    const submission = parseWithZod(form, { schema: linkFormSchema });
    if (submission.status !== "success") return json({ errors: submission.reply().error }, 400);
    if (form.get("confirm") !== "true") {
      const duplicates = await duplicateLinks(db, submission.value);
      if (duplicates.length) return json({ warning: "A link to this address already exists. Save again to add it anyway.", duplicates }, 409);
    }
    return json({ id: await addLink(db, submission.value) });
  }
  return json({ error: `Unknown action ${params.action}` }, 404);
}
