import { trackingName } from "./field-rules";

// SPEC §7: tag-manager events of the public forms, pushed into window.dataLayer. Every event has
// step, action, name (the form title lowercased and hyphenated), response, and the topic taken
// from the field type_of_inquiry when it has a value.

export const TOPIC_FIELD = "type_of_inquiry";

export type FormEventKind = "open" | "submitSuccess" | "submitError" | "newsletterSubscribe";

export type FormEvent = {
  event: string;
  step: "open" | "submit";
  action: "open" | "success" | "error" | "subscribe";
  name: string;
  /** "" for open, "success" after a stored submission, else the error code (invalid, captchaExpired…). */
  response: string;
  topic?: string;
};

const SHAPES: Record<FormEventKind, Pick<FormEvent, "event" | "step" | "action">> = {
  open: { event: "form_open", step: "open", action: "open" },
  submitSuccess: { event: "form_submit_success", step: "submit", action: "success" },
  submitError: { event: "form_submit_error", step: "submit", action: "error" },
  newsletterSubscribe: { event: "newsletter_subscribe", step: "submit", action: "subscribe" },
};

export function formEvent(kind: FormEventKind, details: { name: string; response?: string; topic?: string }): FormEvent {
  const response = details.response ?? (kind === "open" ? "" : kind === "submitError" ? "error" : "success");
  return { ...SHAPES[kind], name: details.name, response, ...(details.topic ? { topic: details.topic } : {}) };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushFormEvent(kind: FormEventKind, details: { name: string; response?: string; topic?: string }): void {
  if (typeof window === "undefined") return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(formEvent(kind, details));
}

/** The events of a successful submission: success, plus newsletter subscribe for a newsletter form. */
export function pushSuccessEvents(form: { trackingName: string; newsletter: boolean }, topic: string | undefined): void {
  pushFormEvent("submitSuccess", { name: form.trackingName, topic });
  if (form.newsletter) pushFormEvent("newsletterSubscribe", { name: form.trackingName, topic });
}

/**
 * Whether a form is a newsletter sign-up: its destination is "newsletter" (or starts with
 * "newsletter:", e.g. "newsletter:monthly"), or its title names a newsletter ("Newsletter",
 * "Newsletter abonnieren"). Its successful submissions also send newsletter_subscribe.
 */
export function isNewsletterForm(form: { title: string; destination: string }): boolean {
  const destination = form.destination.trim().toLowerCase();
  return destination === "newsletter" || destination.startsWith("newsletter:") || trackingName(form.title).split("-").includes("newsletter");
}

// After a submission without JavaScript the server redirects to the success page with these query
// parameters; if the browser runs scripts there, the page pushes the success events then.
const FLAG = { name: "form_success", topic: "form_topic", newsletter: "form_newsletter" } as const;
/** The flag's parameter that changes the landing page's HTML (it then loads its scripts); the others are read in the browser. */
export const FORM_SUCCESS_PARAM = FLAG.name;

/** The success URL with the flag that lets the landing page push the success events. */
export function withSuccessFlag(url: string, form: { trackingName: string; newsletter: boolean }, topic: string | undefined): string {
  const parsed = new URL(url, "http://internal.invalid");
  parsed.searchParams.set(FLAG.name, form.trackingName || "form");
  if (topic) parsed.searchParams.set(FLAG.topic, topic.slice(0, 200));
  if (form.newsletter) parsed.searchParams.set(FLAG.newsletter, "1");
  return parsed.pathname + parsed.search + parsed.hash;
}

/** Reads the success flag; null when the URL has none. */
export function readSuccessFlag(search: string): { form: { trackingName: string; newsletter: boolean }; topic: string | undefined; rest: string } | null {
  const params = new URLSearchParams(search);
  const name = params.get(FLAG.name);
  if (!name) return null;
  const topic = params.get(FLAG.topic) ?? undefined;
  const newsletter = params.get(FLAG.newsletter) === "1";
  for (const key of Object.values(FLAG)) params.delete(key);
  const rest = params.toString();
  return { form: { trackingName: name.slice(0, 200), newsletter }, topic, rest: rest ? `?${rest}` : "" };
}
