import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { meetsPasswordPolicy, PasswordPolicyError } from "./password-policy";

/**
 * argon2id with the library's defaults (memory-hard; ~50 ms on this machine). Every password that
 * is set goes through here, so the policy is enforced here (issue 20.6), whoever sets it.
 */
export function hashPassword(password: string): Promise<string> {
  if (!meetsPasswordPolicy(password)) return Promise.reject(new PasswordPolicyError());
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows, with the same parameters as real ones: sign-in
 * verifies against it when the account does not exist, so an unknown e-mail takes as long as a
 * wrong password (issue 20.6). Made once per process.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hash(randomBytes(32).toString("base64url"));
  return dummy;
}
