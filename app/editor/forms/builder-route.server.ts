import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requireEditor } from "~/auth/auth.server";
import { requireRight, rightsOf } from "~/editor/shell/gate.server";
import { parseFormContent } from "~/forms/form-definition";
import { findForm } from "~/forms/forms.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { BuilderLoaderData, BuilderRights } from "./builder-types";
import { maySeeSubmissions } from "./submission-readers.server";
import { editorScreenTitle } from "../shell/document-title.server";
import type { DocumentTitle } from "../shell/screen-meta";

export const NO_STORE = { "Cache-Control": "private, no-store" };

/** A positive form id from the path, or a 404. */
export function formIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new Response("Not found", { status: 404 });
  return Number(raw);
}

/**
 * /editor/forms/new (only for accounts that may edit forms, `forms.edit`: it can do nothing else)
 * and /editor/forms/:id (any signed-in editor sees a form; Save is disabled, with the reason, for
 * an account that may not edit forms; /api/editor refuses the save all the same). `returnTo` must
 * be a same-site path.
 */
export async function loadBuilder({ request, params, context: { db, log } }: LoaderFunctionArgs) {
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), "");
  if (params.id === undefined) {
    await requireRight({ request, db }, "forms.edit", {}, { kind: "form", id: "new" });
    const rights: BuilderRights = { save: null, submissions: false };
    const documentTitle = editorScreenTitle(request, (t) => t("formBuilder.newTitle"));
    return data<BuilderLoaderData & DocumentTitle>({ state: "new", returnTo, rights, documentTitle }, { headers: NO_STORE });
  }
  const id = formIdParam(params.id);
  const editor = await requireEditor(request);
  const rights: BuilderRights = { save: rightsOf(request, editor, ["forms.edit"])["forms.edit"], submissions: await maySeeSubmissions(db, editor, id) };
  const stored = await findForm(db, id);
  if (!stored) throw new Response("Not found", { status: 404 });
  const documentTitle = editorScreenTitle(request, (t) => t("formBuilder.editTitle", { title: stored.title }));
  const parsed = parseFormContent(stored.content);
  if ("error" in parsed) {
    log.error(`[forms] form ${id} cannot be edited: its content is ${parsed.error}`);
    return data<BuilderLoaderData & DocumentTitle>({ state: "broken", returnTo, rights, form: { id, title: stored.title }, documentTitle }, { headers: NO_STORE });
  }
  return data<BuilderLoaderData & DocumentTitle>(
    {
      state: "edit",
      returnTo,
      rights,
      documentTitle,
      form: {
        id,
        title: stored.title,
        fields: parsed.fields,
        destination: stored.destination,
        actionUrl: stored.actionUrl,
        successUrl: stored.successUrl,
        additionalButtons: stored.additionalButtons,
      },
    },
    { headers: NO_STORE },
  );
}
