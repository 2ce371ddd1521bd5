/** The password policy (SPEC: at least 10 characters), checked wherever a password is set. */
export const MIN_PASSWORD_LENGTH = 10;

export class PasswordPolicyError extends Error {
  constructor() {
    super(`A password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    this.name = "PasswordPolicyError";
  }
}

/** True when `password` may be set: at least 10 characters (code points, so "ü" counts once). */
export function meetsPasswordPolicy(password: string): boolean {
  return [...password].length >= MIN_PASSWORD_LENGTH;
}
