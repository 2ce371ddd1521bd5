/** The <altcha-widget> methods the form uses (altcha 3.2 web component). */
export type AltchaWidget = HTMLElement & {
  getState?: () => string;
  verify?: () => Promise<unknown>;
  reset?: () => void;
};

const FAILED = new Set(["error", "expired", "unverified"]);

/**
 * Makes sure the widget has solved its proof of work before the form is sent: verified already,
 * still solving (it starts when the visitor focuses the form), or not started (start it now).
 * Resolves whether it is verified; when not, the server answers captchaMissing and says so.
 */
export async function ensureVerified(widget: AltchaWidget | null): Promise<boolean> {
  if (!widget || typeof widget.getState !== "function" || typeof widget.verify !== "function") return false;
  const state = widget.getState();
  if (state === "verified") return true;
  if (state === "verifying") {
    return new Promise<boolean>((resolve) => {
      const onChange = (event: Event) => {
        const next = (event as CustomEvent<{ state?: string }>).detail?.state ?? "";
        if (next !== "verified" && !FAILED.has(next)) return;
        widget.removeEventListener("statechange", onChange);
        resolve(next === "verified");
      };
      widget.addEventListener("statechange", onChange);
    });
  }
  await widget.verify();
  return widget.getState() === "verified";
}
