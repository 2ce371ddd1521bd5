/** Field names the public form adds beside the form's own fields (client-safe). */
export const FORM_CONTROL_FIELDS = {
  /** The form's id: marks a POST to a CMS page as a public form submission. */
  formId: "_form",
  /** The CUSTOM_FORMS module that showed the form (errors go back to that one). */
  moduleId: "_module",
  /** The page the form was on (for the enhanced form's JSON endpoint). */
  page: "_page",
  honeypot: "website_url",
  altcha: "altcha",
  questionToken: "captcha_token",
  answer: "captcha_answer",
} as const;

/** Names a form field may not take: they would collide with the controls above. */
export const RESERVED_FIELD_NAMES: readonly string[] = Object.values(FORM_CONTROL_FIELDS);
