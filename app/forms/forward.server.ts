// Forwards a stored submission to the form's actionUrl (SPEC §7 submitForm: actionUrl, map of
// field values, destination). Each attempt has a timeout; attempts and the last error are recorded.

export type ForwardResult = { status: "sent" | "failed"; attempts: number; error: string | null };

export type ForwardOptions = { timeoutMs?: number; attempts?: number; backoffMs?: number };

export async function forwardSubmission(
  actionUrl: string,
  body: { values: Record<string, string>; destination: string; form: string },
  { timeoutMs = 5000, attempts = 3, backoffMs = 300 }: ForwardOptions = {},
): Promise<ForwardResult> {
  let error: string | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetch(actionUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      if (response.ok) return { status: "sent", attempts: attempt, error: null };
      error = `HTTP ${response.status}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429) return { status: "failed", attempts: attempt, error };
    } catch (caught) {
      error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, backoffMs * attempt));
  }
  return { status: "failed", attempts, error };
}
