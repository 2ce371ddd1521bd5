import type { AppLoadContext } from "@remix-run/node";
import type { Db } from "../../../db";
import { signIn } from "~/auth/auth.server";
import { upsertEditor, type AccountInput } from "~/auth/users.server";

// For the gate tests of the page tree, navigation and redirects screens (issue 43): the team of
// the issue signed in, and a route's loader or action called with a real Request, its answer
// (returned or thrown) read the same way. The tests hand in tests/support's `testContext` (app/
// does not import tests/, ADR 055).

/** tests/support/request-context's `testContext`. */
export type ContextFor = (request: Request, options?: { clientIp?: string }) => AppLoadContext;

/** The accounts of issue 43's team, and a publisher scoped like the agency (to test sections). */
export const TEAM = {
  admin: {},
  publisher: { role: "publisher" },
  author: { role: "editor" },
  translator: { role: "translator", locales: ["de"] },
  agency: { role: "editor", sections: ["/applications"] },
  agencyPublisher: { role: "publisher", sections: ["/applications"] },
} as const satisfies Record<string, Partial<AccountInput>>;
export type Member = keyof typeof TEAM;

/** Creates the team's accounts and signs each in; the session cookies by member. */
export async function signInTeam(db: Db, testContext: ContextFor): Promise<Record<Member, string>> {
  const cookies = {} as Record<Member, string>;
  let ip = 1;
  for (const [name, input] of Object.entries(TEAM) as [Member, Partial<AccountInput>][]) {
    const email = `${name}@example.com`;
    await upsertEditor(db, { email, password: "correct horse battery", ...input });
    const body = new URLSearchParams({ email, password: "correct horse battery" });
    const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    cookies[name] = (await signIn(request, testContext(request, { clientIp: `10.43.0.${ip++}` }))).split(";")[0];
  }
  return cookies;
}

/** What a loader or action answered: its status, a redirect's Location, its data, a refusal's message. */
export type Answer = { status: number; location: string | null; data: Record<string, unknown> | null; refusal: string | null };

type Handler = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;

function answerOf(value: unknown): Answer {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), data: null, refusal: null };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const { init, data } = value as { init?: { status?: number } | null; data: Record<string, unknown> };
    const refusal = (data?.refusal as { message?: string } | undefined)?.message ?? null;
    return { status: init?.status ?? 200, location: null, data, refusal };
  }
  throw value;
}

/**
 * Calls `handler` as `member` at `path` (GET, or POST with `fields`), in the UI language `language`
 * (Accept-Language); a thrown Response or data() is the answer too.
 */
export async function ask(
  testContext: ContextFor,
  handler: Handler,
  cookie: string,
  path: string,
  { fields, params = {}, language = "en" }: { fields?: Record<string, string>; params?: Record<string, string>; language?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Cookie: cookie, "Accept-Language": language };
  const init: RequestInit = fields ? { method: "POST", body: new URLSearchParams(fields), headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" } } : { headers };
  const request = new Request(`http://localhost${path}`, init);
  try {
    return answerOf(await handler({ request, params, context: testContext(request) }));
  } catch (thrown) {
    return answerOf(thrown);
  }
}

/** The audit log's refusals, oldest first: who, which right, why. */
export async function refusals(db: Db): Promise<{ actor: string | null; right: unknown; reason: unknown }[]> {
  const rows = await db.selectFrom("audit_log").select(["actor", "detail"]).where("action", "=", "refused").orderBy("id").execute();
  return rows.map((row) => {
    const detail = (typeof row.detail === "string" ? JSON.parse(row.detail) : row.detail) as { right?: unknown; reason?: unknown } | null;
    return { actor: row.actor, right: detail?.right, reason: detail?.reason };
  });
}
