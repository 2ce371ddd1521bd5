import { EDITOR } from "../editor-fixtures";
import { url } from "./site";

/** Signs the e2e editor in over plain HTTP and returns the `__session=…` cookie to send. */
export async function editorSessionCookie(): Promise<string> {
  const response = await fetch(url("/login"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: EDITOR.email, password: EDITOR.password }),
    redirect: "manual",
  });
  const cookie = /__session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  if (response.status < 300 || response.status >= 400 || !cookie) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  return cookie;
}
