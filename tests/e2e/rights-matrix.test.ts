import { beforeAll, describe, expect, it } from "vitest";
import type { Account } from "../../app/auth/rights";
import { EDITOR, TEAM } from "./editor-fixtures";
import { asEditor, pageIdAt, postAsEditor } from "./support/editor-http";
import { sessionCookie } from "./support/editor-session";
import { allowedFor, RIGHTS_MATRIX, type MatrixCase, type Place } from "./support/rights-matrix";
import { baseUrl } from "./support/site";

// Issue 43's rights matrix over HTTP on the production build: every role × every editor route and
// action (support/rights-matrix.ts) × inside and outside the account's scope. Where `can` refuses,
// the answer is 403; where it allows, the gate lets the request through (never 401 or 403).
const ACCOUNTS: Record<string, { who: { email: string; password: string }; account: Account }> = {
  administrator: { who: EDITOR, account: { role: "administrator", locales: null, sections: null } },
  publisher: { who: TEAM.publisher, account: TEAM.publisher },
  editor: { who: TEAM.author, account: TEAM.author },
  translator: { who: TEAM.translator, account: TEAM.translator },
  agency: { who: TEAM.agency, account: TEAM.agency },
};

const places: Record<"inside" | "outside", Place> = {
  inside: { pageId: "", slug: "e2e-agency", locale: "de", formId: "", mediaId: "" },
  outside: { pageId: "", slug: "e2e-roles", locale: "jp", formId: "", mediaId: "" },
};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const [name, { who }] of Object.entries(ACCOUNTS)) cookies[name] = await sessionCookie(baseUrl(), { who });
  for (const place of Object.values(places)) place.pageId = await pageIdAt(cookies.administrator, `/${place.slug}`);
});

async function ask(cookie: string, matrixCase: MatrixCase, at: Place): Promise<number> {
  const path = matrixCase.path(at);
  const response = matrixCase.method === "GET" ? await asEditor(cookie, path) : await postAsEditor(cookie, path, matrixCase.body?.(at) ?? {});
  await response.body?.cancel();
  return response.status;
}

describe("the rights matrix over HTTP", () => {
  it.each(Object.keys(ACCOUNTS))("answers the %s exactly as `can` decides, inside and outside its scope", async (name) => {
    const { account } = ACCOUNTS[name];
    const wrong: string[] = [];
    for (const matrixCase of RIGHTS_MATRIX) {
      for (const [scope, at] of Object.entries(places)) {
        const allowed = allowedFor(matrixCase, account, at);
        const status = await ask(cookies[name], matrixCase, at);
        const ok = allowed ? status !== 403 && status !== 401 : status === 403;
        if (!ok) wrong.push(`${matrixCase.method} ${matrixCase.route} ${matrixCase.name} (${scope}): ${status}, expected ${allowed ? "allowed" : "403"}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
