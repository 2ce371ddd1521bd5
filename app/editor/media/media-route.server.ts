import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../../db";
import { requireEditor } from "~/auth/auth.server";
import type { Action } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { assertRightJson } from "~/editor/forms/json-refusal.server";
import { assertRight, requireRight, rightsOf } from "~/editor/shell/gate.server";
import { recordAudit } from "~/audit/audit-log.server";
import { readFormData } from "~/lib/form-body.server";
import { parseDbId } from "~/lib/query-input";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { parseReturnTo } from "../shell/return-to";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { mediaDetailsSchema } from "./media-details-schema";
import { deleteMedia, isPicture, mediaDetails, MediaInUse, replaceMediaFile, ReplaceRefused, saveMediaDetails } from "./media-details.server";
import { checkLibraryFile, FileRefused } from "./media-file-checks.server";
import { parseLibraryQuery } from "./media-library-query";
import { listMedia } from "./media-library.server";
import { storeUploads, uploadedFiles, UploadRefused } from "./media-upload.server";
import { mediaUses } from "./media-uses.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
export const LIBRARY = "/editor/media";

/** What the last action did, read from the address it landed on. */
export type LibraryNotice = "deleted" | "deleteMissing" | "uploaded" | null;
export type LibraryChoice = { pageId: number; returnTo: string };
export type DetailsNotice = "saved" | "uploaded" | "replaced" | null;
/** Issue 43: per right, null when the account may, else why not (in its UI language). */
export type MediaRights = Record<"media.upload" | "media.edit" | "media.replace" | "media.delete", string | null>;

const MEDIA_RIGHTS = ["media.upload", "media.edit", "media.replace", "media.delete"] as const;
const mediaRights = (request: Request, editor: Editor): MediaRights => rightsOf(request, editor, MEDIA_RIGHTS);

/**
 * GET /editor/media: one page of the library, searched, filtered and sorted by the query string.
 * Any signed-in editor sees the library (issue 43); Upload only those who may upload.
 */
export async function loadLibrary({ request, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const params = new URL(request.url).searchParams;
  const choosing = choosingFor(params);
  const query = { ...parseLibraryQuery(params), ...(choosing ? { kind: "image" as const } : {}) };
  const list = await listMedia(db, query);
  const done = params.get("done");
  const notice: LibraryNotice = done === "deleted" || done === "deleteMissing" || done === "uploaded" ? done : null;
  const documentTitle = editorScreenTitle(request, (t) => t("media.title"));
  return data({ ...list, query, notice, choosing, rights: mediaRights(request, editor), documentTitle }, { headers: NO_STORE });
}

/**
 * `?for=<pageId>&returnTo=<the page's settings>`: the library opened from page settings to choose
 * the page's Social image (images only; each gets a "Use as social image" button).
 */
function choosingFor(params: URLSearchParams): LibraryChoice | null {
  const pageId = parseDbId(params.get("for"));
  const returnTo = parseReturnTo(params.get("returnTo"));
  return pageId === null || !returnTo ? null : { pageId, returnTo: returnTo.pathname + returnTo.search };
}

function itemId(params: LoaderFunctionArgs["params"]): number {
  const id = parseDbId(params.mediaId);
  if (id === null) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  return id;
}

/**
 * GET /editor/media/:mediaId: an item's details, where it is used, and its forms. Any signed-in
 * editor sees them; the forms it may not use are disabled with the reason (issue 43).
 */
export async function loadMediaItem({ request, params, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const id = itemId(params);
  const [item, uses] = await Promise.all([mediaDetails(db, id), mediaUses(db, id)]);
  if (!item) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  const done = new URL(request.url).searchParams.get("done");
  const notice: DetailsNotice = done === "saved" || done === "uploaded" || done === "replaced" ? done : null;
  const documentTitle = editorScreenTitle(request, (t) => `${item.name} | ${t("media.title")}`);
  return data({ item, uses, notice, rights: mediaRights(request, editor), documentTitle }, { headers: NO_STORE });
}

/**
 * POST /editor/media/:mediaId: `_action=save` (the details form) or `_action=delete`. A refused
 * field comes back with its message and the typed values; a delete of a used file is refused with
 * the places that use it (409), with and without JavaScript. Each asks the gate first (issue 43):
 * save `media.edit`, replace `media.replace`, delete `media.delete`.
 */
export async function mediaItemAction({ request, params, context: { db } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireEditor(request);
  const id = itemId(params);
  const form = await readFormData(request);
  const intent = form.get("_action");
  const right: Action = intent === "delete" ? "media.delete" : intent === "replace" ? "media.replace" : "media.edit";
  await assertRight({ request, db }, editor, right, {}, { kind: "media", id });
  if (intent === "delete") {
    try {
      const removed = await deleteMedia(db, id);
      if (removed) await recordAudit(db, { user: editor, action: "media.delete", target: { kind: "media", id } });
      return redirect(`${LIBRARY}?done=${removed ? "deleted" : "deleteMissing"}`, 303);
    } catch (error) {
      if (!(error instanceof MediaInUse)) throw error;
      return data({ refusedDelete: { message: validationMessage("mediaInUse"), uses: error.uses } }, { status: 409, headers: NO_STORE });
    }
  }
  const item = await mediaDetails(db, id);
  if (!item) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  if (intent === "replace") {
    const answer = await replace(db, item, form.get(REPLACE_FIELD));
    if (answer instanceof Response) await recordAudit(db, { user: editor, action: "media.replace", target: { kind: "media", id, label: item.filename } });
    return answer;
  }
  const submission = parseWithZod(form, { schema: mediaDetailsSchema(isPicture(item.kind)), errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  if (!(await saveMediaDetails(db, id, submission.value))) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  await recordAudit(db, { user: editor, action: "media.update", target: { kind: "media", id, label: item.filename } });
  return redirect(`${LIBRARY}/${id}?done=saved`, 303);
}

export const REPLACE_FIELD = "file";

/** Replace file: a refused file or a file of another kind comes back to the form, nothing changed. */
async function replace(db: Db, item: { id: number; kind: string }, file: FormDataEntryValue | null) {
  const refuse = (message: string) => data({ replaceRefused: message }, { status: 400, headers: NO_STORE });
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return refuse(validationMessage("noFiles"));
  try {
    const checked = await checkLibraryFile(file.name, new Uint8Array(await file.arrayBuffer()));
    if (!(await replaceMediaFile(db, item.id, checked))) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  } catch (error) {
    if (error instanceof FileRefused) return refuse(error.message);
    if (error instanceof ReplaceRefused) return refuse(validationMessage("replaceKind"));
    throw error;
  }
  return redirect(`${LIBRARY}/${item.id}?done=replaced`, 303);
}

/**
 * An upload's outcome: where to go next (one file: its details, to add alt text; several: the
 * library) or the English messages of what was refused (nothing was stored then). `editor` has
 * passed the gate (`media.upload`) before the body is read.
 */
async function upload(request: Request, db: Db, editor: Editor): Promise<{ location: string } | { refused: string[] }> {
  const form = await readFormData(request);
  try {
    const files = uploadedFiles(form);
    const ids = await storeUploads(db, files, editor.id);
    for (const [index, id] of ids.entries()) {
      await recordAudit(db, { user: editor, action: "media.upload", target: { kind: "media", id, label: files[index]?.name ?? null } });
    }
    return { location: ids.length === 1 ? `${LIBRARY}/${ids[0]}?done=uploaded` : `${LIBRARY}?done=uploaded` };
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return { refused: error.messages };
  }
}

/** POST /editor/media (multipart, without JavaScript): Upload; a refusal comes back to the form. */
export async function libraryAction({ request, context: { db } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireRight({ request, db }, "media.upload");
  const outcome = await upload(request, db, editor);
  if ("location" in outcome) return redirect(outcome.location, 303);
  return data({ uploadRefused: outcome.refused }, { status: 400, headers: NO_STORE });
}

/**
 * POST /editor/media/upload: the same for the script's upload with a progress bar, answered in
 * JSON (a refusal too: 403 `{ error }`).
 */
export async function uploadAction({ request, context: { db } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireEditor(request);
  await assertRightJson(db, request, editor, "media.upload");
  const outcome = await upload(request, db, editor);
  return Response.json(outcome, { status: "location" in outcome ? 200 : 400, headers: NO_STORE });
}
