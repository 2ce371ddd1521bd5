import { createHmac, randomBytes, randomInt as cryptoRandomInt, timingSafeEqual } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "kysely";
import type { Db } from "../../db";
import { getConfig } from "~/config.server";

// The public forms' captcha (SPEC §5.1): ALTCHA proof of work solved in the browser, verified here,
// no outside service. Without JavaScript the proof of work cannot run, so the form offers a signed
// arithmetic question instead (ADR 006). Either answer is accepted ONCE: spent challenges are kept
// in captcha_spent until they expire.

export const CAPTCHA_TTL_MS = 10 * 60_000;
const ALGORITHM = "PBKDF2/SHA-256";
/** ~0.5–1 s of work in a browser (measured in Node: 0.66 s for a median counter). */
const COST = 1000;

export type CaptchaRefusal = "captchaMissing" | "captchaInvalid" | "captchaExpired" | "captchaReplayed";

function secret(purpose: string): string {
  return createHmac("sha256", getConfig().sessionSecret).update(`captcha:${purpose}`).digest("hex");
}

export async function createCaptchaChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(500, 2000),
    deriveKey,
    hmacSignatureSecret: secret("altcha"),
    expiresAt: new Date(now + CAPTCHA_TTL_MS),
  });
}

/** A no-JS question: "What is 3 + 4?" with a signed token that carries the answer's hash and expiry. */
export function createCaptchaQuestion(now = Date.now()): { a: number; b: number; token: string } {
  const a = cryptoRandomInt(1, 10);
  const b = cryptoRandomInt(1, 10);
  const expires = now + CAPTCHA_TTL_MS;
  const nonce = randomBytes(9).toString("base64url");
  const body = `${expires}.${nonce}`;
  const mac = createHmac("sha256", secret("question")).update(`${body}.${a + b}`).digest("base64url");
  return { a, b, token: `${body}.${mac}` };
}

/** Spends a checked captcha key; false when it was spent before (a replay). Run it in the transaction that stores. */
export async function spendCaptcha(db: Db, signature: string, expiresAt: number): Promise<boolean> {
  await db.deleteFrom("captcha_spent").where("expires_at", "<", sql<Date>`now()`).execute();
  const inserted = await db
    .insertInto("captcha_spent")
    .values({ signature, expires_at: new Date(expiresAt) })
    .onConflict((oc) => oc.column("signature").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

function decodePayload(payload: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } | null {
  try {
    const json = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (json && typeof json === "object" && json.challenge?.parameters && json.solution) return json;
  } catch {
    /* not a payload */
  }
  return null;
}

export type CaptchaInput = { altcha?: string | null; questionToken?: string | null; answer?: string | null };

/**
 * A captcha answer checked without the database: its refusal, or the key it is spent under (also
 * the submission's idempotency key, ADR 029) and when that key may be forgotten.
 */
export async function checkCaptcha(input: CaptchaInput, now = Date.now()): Promise<{ refusal: CaptchaRefusal } | { key: string; expiresAt: number }> {
  if (input.altcha) {
    const payload = decodePayload(input.altcha);
    if (!payload) return { refusal: "captchaInvalid" };
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret("altcha") });
    if (result.expired) return { refusal: "captchaExpired" };
    if (!result.verified) return { refusal: "captchaInvalid" };
    return { key: `altcha:${payload.challenge.signature}`, expiresAt: (payload.challenge.parameters.expiresAt ?? 0) * 1000 || now + CAPTCHA_TTL_MS };
  }
  if (input.questionToken && input.answer !== undefined && input.answer !== null && input.answer.trim() !== "") {
    const [expires, nonce, mac] = input.questionToken.split(".");
    if (!expires || !nonce || !mac || !/^\d+$/.test(expires)) return { refusal: "captchaInvalid" };
    const answer = input.answer.trim();
    if (!/^\d{1,3}$/.test(answer)) return { refusal: "captchaInvalid" };
    const expected = createHmac("sha256", secret("question")).update(`${expires}.${nonce}.${Number(answer)}`).digest();
    const given = Buffer.from(mac, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refusal: "captchaInvalid" };
    if (Number(expires) < now) return { refusal: "captchaExpired" };
    return { key: `question:${nonce}`, expiresAt: Number(expires) };
  }
  return { refusal: "captchaMissing" };
}

/** Checks the ALTCHA payload (field `altcha`) or the no-JS answer and spends it; null when accepted. */
export async function verifyCaptcha(db: Db, input: CaptchaInput, now = Date.now()): Promise<CaptchaRefusal | null> {
  const checked = await checkCaptcha(input, now);
  if ("refusal" in checked) return checked.refusal;
  return (await spendCaptcha(db, checked.key, checked.expiresAt)) ? null : "captchaReplayed";
}
