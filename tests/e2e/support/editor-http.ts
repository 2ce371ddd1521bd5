import { sessionCookie } from "./editor-session";
import { baseUrl } from "./site";

/** Signs the e2e editor in over plain HTTP on the global server and returns the `__session=…` cookie to send. */
export function editorSessionCookie(): Promise<string> {
  return sessionCookie(baseUrl());
}
