import type { BlockList } from "node:net";
import type { Db } from "../../db";
import { getConfig } from "~/config.server";
import { checkBuilderForm, hasBuilderErrors, saveFormSchema, type BuilderErrors } from "./builder-rules";
import { allowList } from "./forward-address.server";
import { forwardUrlProblem, type Resolver } from "./forward-target.server";
import { createForm, deleteForm, FormInUseError, updateForm } from "./forms.server";

// The editor's createForm / updateForm / deleteForm calls (SPEC §7) behind /api/editor/<name>:
// the route has already checked the session and the origin. The form builder posts the form as
// JSON in the `payload` field; deleteForm posts `id`.

export const FORM_CALLS = ["createForm", "updateForm", "deleteForm"] as const;
export type FormCall = (typeof FORM_CALLS)[number];

export function isFormCall(name: string | undefined): name is FormCall {
  return (FORM_CALLS as readonly string[]).includes(name ?? "");
}

export type FormCallAnswer =
  | { status: 200; body: { id: number } | { deleted: true } }
  | { status: 400; body: { error: string; errors?: BuilderErrors } }
  | { status: 404; body: { error: string } }
  | { status: 409; body: { error: string; pages: string[] } };

function idOf(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** How a save checks the forwarding address: FORWARD_ALLOW_PRIVATE, the system resolver. */
export type ForwardCheck = { allow: BlockList; resolve?: Resolver };

const configuredCheck = (): ForwardCheck => ({ allow: allowList(getConfig().forwardAllowPrivate) });

export async function runFormCall(db: Db, name: FormCall, form: FormData, forwardCheck: () => ForwardCheck = configuredCheck): Promise<FormCallAnswer> {
  if (name === "deleteForm") {
    const id = idOf(form.get("id"));
    if (id === null) return { status: 400, body: { error: "A form id is required" } };
    try {
      return (await deleteForm(db, id)) ? { status: 200, body: { deleted: true } } : { status: 404, body: { error: "Form not found" } };
    } catch (error) {
      if (error instanceof FormInUseError) return { status: 409, body: { error: error.message, pages: error.pages } };
      throw error;
    }
  }

  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get("payload") ?? ""));
  } catch {
    return { status: 400, body: { error: "The form data is not valid JSON" } };
  }
  const parsed = saveFormSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 400, body: { error: `Invalid form data: ${issue?.path.join(".")} ${issue?.message}` } };
  }
  const input = parsed.data;
  // The builder checks the same rules; the server is the authority (SPEC §5.2).
  const errors = checkBuilderForm({ title: input.title, fields: input.content, additionalButtons: input.additionalButtons });
  // Submissions are never forwarded to the site's own network (SSRF): refused here with a field
  // error, and checked again on every connection (app/forms/forward.server.ts).
  if (input.actionUrl) {
    const check = forwardCheck();
    const problem = await forwardUrlProblem(input.actionUrl, check.allow, check.resolve);
    if (problem) errors.actionUrl = problem;
  }
  if (hasBuilderErrors(errors)) return { status: 400, body: { error: "The form has errors", errors } };

  if (name === "createForm") return { status: 200, body: { id: await createForm(db, input) } };
  const id = input.id ?? idOf(form.get("id"));
  if (!id) return { status: 400, body: { error: "A form id is required" } };
  const updated = await updateForm(db, id, input);
  return updated === null ? { status: 404, body: { error: "Form not found" } } : { status: 200, body: { id: updated } };
}
