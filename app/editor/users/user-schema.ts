import { z } from "zod";
import { ROLES } from "~/auth/rights";
import { LOCALES } from "~/i18n/locales";
import { isContentKind } from "../content/content-kind";

// The account forms of /editor/users (issue 43 §3), the same on the client (conform) and the server.
// A message of this screen's own is its i18n key (`users.errors.*`), translated where it is shown
// (account-fields.tsx); the shared ones are validation-messages.ts's English texts.

export const EMAIL_MAX = 320;
export const NAME_MAX = 200;
export const SECTIONS_MAX = 2000;
/** An English page path as editors write it: "/applications", "/company/about". */
const PAGE_PATH = /^\/[a-z0-9][a-z0-9/_-]*$/;

/** The sections typed in the form, one per line or comma separated; none: every section. */
export function parseSections(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? "")
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (s.length > 1 && s.startsWith("/") ? s.replace(/\/+$/, "") : s)),
    ),
  ];
}

/** Whether one section is a page path or a content kind (whether the page exists is the server's to check). */
export function isSection(section: string): boolean {
  return PAGE_PATH.test(section) || isContentKind(section);
}

const sections = z
  .string()
  .max(SECTIONS_MAX)
  .optional()
  .refine((text) => parseSections(text).every(isSection), { message: "users.errors.section" });

const scope = {
  role: z.enum(ROLES),
  /** The checked locales; none checked: every locale, including ones added later. */
  locales: z.array(z.enum(LOCALES)).optional(),
  sections,
};

/** Add account. */
export const newUserSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX).email(),
  name: z.string().trim().max(NAME_MAX).optional(),
  ...scope,
});

/** Edit account: role, scope, and whether it is active. */
export const editUserSchema = z.object({
  ...scope,
  active: z.literal("on").optional(),
});

export type NewUserInput = z.infer<typeof newUserSchema>;
export type EditUserInput = z.infer<typeof editUserSchema>;
