import type { BuilderErrors } from "~/forms/builder-rules";
import type { savePayload } from "./builder-state";

export type SaveFailure = "network" | "server" | "notFound" | "invalid" | "signedOut" | "refused";
/** `message`: a refusal's reason (issue 43), in the editor's language. */
export type SaveResult = { ok: true; id: number } | { ok: false; reason: SaveFailure; errors?: BuilderErrors; message?: string };

/**
 * createForm (no id) or updateForm (id) — SPEC §7. A failure is logged (SPEC §8) and returned,
 * so the builder can show it with a Retry button while everything typed stays in place.
 */
export async function saveForm(payload: ReturnType<typeof savePayload>, fetchImpl: typeof fetch = fetch): Promise<SaveResult> {
  const call = payload.id ? "updateForm" : "createForm";
  const body = new FormData();
  body.set("payload", JSON.stringify(payload));
  let response: Response;
  try {
    response = await fetchImpl(`/api/editor/${call}`, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch (error) {
    console.error(`[form-builder] ${call} failed: the server could not be reached`, error);
    return { ok: false, reason: "network" };
  }
  const answer = (await response.json().catch(() => null)) as { id?: number; error?: string; errors?: BuilderErrors } | null;
  if (response.ok && typeof answer?.id === "number") return { ok: true, id: answer.id };
  console.error(`[form-builder] ${call} failed: HTTP ${response.status}`, answer?.error ?? "");
  if (response.status === 403 && answer?.error) return { ok: false, reason: "refused", message: answer.error };
  if (response.status === 401 || response.status === 403) return { ok: false, reason: "signedOut" };
  if (response.status === 404) return { ok: false, reason: "notFound" };
  if (response.status === 400) return { ok: false, reason: "invalid", errors: answer?.errors };
  return { ok: false, reason: "server" };
}
