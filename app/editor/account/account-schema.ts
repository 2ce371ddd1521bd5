import { z } from "zod";
import { meetsPasswordPolicy, MIN_PASSWORD_LENGTH } from "~/auth/password-policy";

// /editor/account and the set-password page (issue 43 §3). Messages of their own are i18n keys
// (`account.errors.*`), translated where they are shown.

export const NAME_MAX = 200;
/** argon2 hashes any length; a bound keeps a posted megabyte from being hashed. */
export const PASSWORD_MAX = 1000;
export { MIN_PASSWORD_LENGTH };

export const nameSchema = z.object({ name: z.string().trim().min(1).max(NAME_MAX) });

const newPassword = z.string().max(PASSWORD_MAX).refine(meetsPasswordPolicy, { message: "account.errors.passwordPolicy" });

/** A new password typed twice (the set-password page). */
export const setPasswordSchema = z
  .object({ password: newPassword, repeat: z.string().max(PASSWORD_MAX) })
  .refine((v) => v.password === v.repeat, { message: "account.errors.passwordRepeat", path: ["repeat"] });

/** Change password: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({ current: z.string().max(PASSWORD_MAX), password: newPassword, repeat: z.string().max(PASSWORD_MAX) })
  .refine((v) => v.password === v.repeat, { message: "account.errors.passwordRepeat", path: ["repeat"] });
