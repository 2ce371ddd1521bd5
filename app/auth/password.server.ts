import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (memory-hard; ~50 ms on this machine). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
