import type { SubmissionError } from "./field-rules";
import type { FieldDefinition } from "./form-definition";

/** The no-JS captcha: "What is a + b?" with a signed token (app/forms/captcha.server.ts). */
export type CaptchaQuestion = { a: number; b: number; token: string };

/**
 * A form as a visitor's page gets it. The destination, actionUrl and successUrl stay on the server
 * (a destination may be an e-mail address).
 */
export type PublicFormView = {
  id: number;
  title: string;
  /** SPEC §7: the tag-manager name (title lowercased and hyphenated). */
  trackingName: string;
  /** Its successful submission is also a newsletter subscription (see isNewsletterForm). */
  newsletter: boolean;
  fields: FieldDefinition[];
  /** Additional buttons whose action is a safe address (a site path or http(s)). */
  additionalButtons: { id: string; label: string; href: string }[];
};

/** Why a submission was refused as a whole (not per field). */
export type FormRefusal =
  | "captchaMissing"
  | "captchaInvalid"
  | "captchaExpired"
  | "captchaReplayed"
  | "rateLimited"
  | "formMissing"
  | "tooLarge"
  | "failed";

export const CAPTCHA_REFUSALS: readonly FormRefusal[] = ["captchaMissing", "captchaInvalid", "captchaExpired", "captchaReplayed"];

/** A submission that did not succeed, as the page shows it: per-field errors, or a refusal, and the typed values. */
export type FormFailure = {
  status: "invalid" | "refused";
  errors: Record<string, SubmissionError>;
  reason: FormRefusal | null;
  values: Record<string, string>;
};

/** What the CMS page action returns to the page for a failed no-JS submission. */
export type PublicFormActionResult = FormFailure & { kind: "publicForm"; moduleId: string };

/** What the enhanced form's JSON endpoint answers. */
export type PublicFormJson = { status: "success"; redirectTo: string } | FormFailure;
