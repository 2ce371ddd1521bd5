import { createCaptchaChallenge } from "~/forms/captcha.server";

/** A fresh ALTCHA challenge for the public forms' widget (never cached: each is solved once). */
export async function loader() {
  const challenge = await createCaptchaChallenge();
  return new Response(JSON.stringify(challenge), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
