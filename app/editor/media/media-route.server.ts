import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "../../../db";
import { requireEditor } from "~/auth/auth.server";
import { readFormData } from "~/lib/form-body.server";
import { parseDbId } from "~/lib/query-input";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../form-builder/document-title.server";
import { editorErrorMap } from "../module-form-schema";
import { validationMessage } from "../validation-messages";
import { mediaDetailsSchema } from "./media-details-schema";
import { deleteMedia, isPicture, mediaDetails, MediaInUse, saveMediaDetails } from "./media-details.server";
import { parseLibraryQuery } from "./media-library-query";
import { listMedia } from "./media-library.server";
import { mediaUses } from "./media-uses.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
export const LIBRARY = "/editor/media";

/** What the last action did, read from the address it landed on. */
export type LibraryNotice = "deleted" | "deleteMissing" | null;
export type DetailsNotice = "saved" | null;

/** GET /editor/media: one page of the library, searched, filtered and sorted by the query string. */
export async function loadLibrary({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  const params = new URL(request.url).searchParams;
  const query = parseLibraryQuery(params);
  const list = await listMedia(getDb(), query);
  const done = params.get("done");
  const notice: LibraryNotice = done === "deleted" || done === "deleteMissing" ? done : null;
  const documentTitle = editorScreenTitle(request, (t) => t("media.title"));
  return data({ ...list, query, notice, documentTitle }, { headers: NO_STORE });
}

function itemId(params: LoaderFunctionArgs["params"]): number {
  const id = parseDbId(params.mediaId);
  if (id === null) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  return id;
}

/** GET /editor/media/:mediaId: an item's details, where it is used, and its form. */
export async function loadMediaItem({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  const id = itemId(params);
  const db = getDb();
  const [item, uses] = await Promise.all([mediaDetails(db, id), mediaUses(db, id)]);
  if (!item) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  const notice: DetailsNotice = new URL(request.url).searchParams.get("done") === "saved" ? "saved" : null;
  const documentTitle = editorScreenTitle(request, (t) => `${item.name} | ${t("media.title")}`);
  return data({ item, uses, notice, documentTitle }, { headers: NO_STORE });
}

/**
 * POST /editor/media/:mediaId: `_action=save` (the details form) or `_action=delete`. A refused
 * field comes back with its message and the typed values; a delete of a used file is refused with
 * the places that use it (409), with and without JavaScript.
 */
export async function mediaItemAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireEditor(request);
  const id = itemId(params);
  const db = getDb();
  const form = await readFormData(request);
  if (form.get("_action") === "delete") {
    try {
      const removed = await deleteMedia(db, id);
      return redirect(`${LIBRARY}?done=${removed ? "deleted" : "deleteMissing"}`, 303);
    } catch (error) {
      if (!(error instanceof MediaInUse)) throw error;
      return data({ refusedDelete: { message: validationMessage("mediaInUse"), uses: error.uses } }, { status: 409, headers: NO_STORE });
    }
  }
  const item = await mediaDetails(db, id);
  if (!item) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  const submission = parseWithZod(form, { schema: mediaDetailsSchema(isPicture(item.kind)), errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  if (!(await saveMediaDetails(db, id, submission.value))) throw new Response("Not Found", { status: 404, headers: NO_STORE });
  return redirect(`${LIBRARY}/${id}?done=saved`, 303);
}
