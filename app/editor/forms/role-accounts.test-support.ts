import type { AppLoadContext } from "@remix-run/node";
import type { Db } from "../../../db";
import { signIn } from "~/auth/auth.server";
import { upsertEditor, type AccountInput } from "~/auth/users.server";

// Shared by the gate tests of the media, forms and audit screens (issue 43): one account per role
// of the team the issue describes, signed in, and a way to call a route's loader or action as it.
// The tests hand in tests/support's `testContext` (app/ does not import tests/, ADR 055).

/** tests/support/request-context's `testContext`. */
export type ContextFor = (request: Request, options?: { clientIp?: string }) => AppLoadContext;

export const ACCOUNTS = {
  admin: {},
  publisher: { role: "publisher" },
  author: { role: "editor" },
  translator: { role: "translator", locales: ["de"] },
  agency: { role: "editor", sections: ["/applications"] },
} as const satisfies Record<string, Omit<AccountInput, "email" | "password">>;
export type Who = keyof typeof ACCOUNTS;
export const EVERYONE = Object.keys(ACCOUNTS) as Who[];

export type Signed = Record<Who, { id: number; cookie: string }>;

export async function signInAll(db: Db, testContext: ContextFor, clientIp: string): Promise<Signed> {
  const out = {} as Signed;
  for (const [who, input] of Object.entries(ACCOUNTS) as [Who, (typeof ACCOUNTS)[Who]][]) {
    const email = `${who}@example.com`;
    const { id } = await upsertEditor(db, { email, password: "correct horse battery", name: who, ...input });
    const body = new URLSearchParams({ email, password: "correct horse battery" });
    const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    out[who] = { id, cookie: (await signIn(request, testContext(request, { clientIp }))).split(";")[0] };
  }
  return out;
}

/** A route's answer, thrown or returned: a Response, or Remix `data()` (a screen's loader or its refusal). */
export type Outcome = { status: number; data?: Record<string, unknown>; text?: string; headers?: Headers };

async function outcomeOf(value: unknown): Promise<Outcome> {
  if (value instanceof Response) return { status: value.status, text: await value.text(), headers: value.headers };
  if (value && typeof value === "object" && "data" in value && "init" in value) {
    const init = (value as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 200, data: (value as { data: Record<string, unknown> }).data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, data: value as Record<string, unknown> };
}

type Route = (args: { request: Request; params: Record<string, string | undefined>; context: AppLoadContext }) => unknown;

/**
 * Calls `route` as `cookie`'s account: a GET, or a POST with `body` (form fields, or FormData for
 * files). `de`: the browser asks for German (the editor's UI language on screens without a locale).
 */
export async function callAs(
  testContext: ContextFor,
  cookie: string,
  route: Route,
  path: string,
  { body, params = {}, de = false }: { body?: Record<string, string | string[]> | FormData; params?: Record<string, string>; de?: boolean } = {},
): Promise<Outcome> {
  const headers = new Headers({ Cookie: cookie });
  if (de) headers.set("Accept-Language", "de-DE,de;q=0.9");
  let init: RequestInit = { headers };
  if (body instanceof FormData) init = { method: "POST", body, headers };
  else if (body) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    init = { method: "POST", body: form, headers };
  }
  const request = new Request(`http://localhost${path}`, init);
  try {
    return await outcomeOf(await route({ request, params, context: testContext(request) }));
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

/** A refusal's message: the screen's (error boundary data) or the page's / JSON's text. */
export function refusalText(outcome: Outcome): string {
  const refusal = (outcome.data as { refusal?: { message: string } } | undefined)?.refusal;
  // An action's refusal is its self-contained 403 page: the reason is its alert.
  const alert = outcome.text ? /<p role="alert">([^<]*)<\/p>/.exec(outcome.text)?.[1] : undefined;
  return refusal?.message ?? alert ?? outcome.text ?? "";
}

export async function refusedRights(db: Db): Promise<unknown[]> {
  const rows = await db.selectFrom("audit_log").select("detail").where("action", "=", "refused").orderBy("id").execute();
  return rows.map((r) => (typeof r.detail === "string" ? (JSON.parse(r.detail) as unknown) : r.detail));
}
