// The arguments of `npm run user:create` (issue 43 §4), checked before anything is opened: a bad
// value is one line naming it.
import { parseArgs } from "node:util";
import { z } from "zod";
import { MIN_PASSWORD_LENGTH, meetsPasswordPolicy } from "../app/auth/password-policy";
import { ROLES, isRole, type Role } from "../app/auth/rights";
import { CONTENT_KIND_KEYS } from "../app/editor/content/content-kind";
import { LOCALES, isLocale, type Locale } from "../shared/locales";

export const USAGE =
  "Usage: npm run user:create -- --email E --password P [--name N] [--role administrator|publisher|editor|translator] [--locales de,cn] [--sections /company,/applications,news]";

/** A page subtree by its English path, lower-case segments. */
const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const list = (value: string) => value.split(",").map((item) => item.trim());

const argsSchema = z.object({
  email: z.string({ required_error: "--email is required" }).trim().email("--email must be an email address"),
  password: z.string({ required_error: "--password is required" }).refine(meetsPasswordPolicy, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  name: z.string().trim().max(120, "--name must be at most 120 characters").optional(),
  role: z
    .string()
    .refine(isRole, (value) => ({ message: `--role "${value}" is not a role (${ROLES.join(", ")})` }))
    .transform((value) => value as Role)
    .optional(),
  locales: z
    .string()
    .transform(list)
    .superRefine((items, ctx) => {
      const bad = items.find((item) => !isLocale(item));
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: `--locales "${bad}" is not a locale (${LOCALES.join(", ")})` });
    })
    .transform((items) => items as Locale[])
    .optional(),
  sections: z
    .string()
    .transform(list)
    .superRefine((items, ctx) => {
      const bad = items.find((item) => !PAGE_PATH.test(item) && !(CONTENT_KIND_KEYS as readonly string[]).includes(item));
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: `--sections "${bad}" is neither a page path (/company) nor a content kind (${CONTENT_KIND_KEYS.join(", ")})` });
    })
    .optional(),
});

export type UserArgs = z.infer<typeof argsSchema>;

export class UserArgsError extends Error {}

/** The account to create or update; a UserArgsError with one line naming what is wrong. */
export function parseUserArgs(argv: string[]): UserArgs {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: argv,
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, role: { type: "string" }, locales: { type: "string" }, sections: { type: "string" } },
      strict: true,
    }).values;
  } catch (error) {
    throw new UserArgsError(`${(error as Error).message.split("\n")[0]}\n${USAGE}`);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new UserArgsError(`${parsed.error.issues[0].message}\n${USAGE}`);
  return parsed.data;
}
