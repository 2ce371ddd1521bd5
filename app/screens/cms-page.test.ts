import { describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { testContext } from "../../tests/support/request-context";
import { loader } from "./cms-page";

/** A database that fails the test on any use: the guard must answer before the page is read. */
const untouchable = new Proxy({} as Db, {
  get(_, property) {
    throw new Error(`the database was used (${String(property)}) before the editor was checked`);
  },
});

async function thrownBy(path: string): Promise<Response> {
  const request = new Request(`http://localhost${path}`);
  try {
    await loader({ request, params: {}, context: testContext(request, { routeId: "cms-page", db: untouchable }) });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error(`${path}: the loader answered`);
}

describe("the CMS page dispatcher", () => {
  it("sends a visitor who asks for any edit mode to sign in before reading the page", async () => {
    for (const [path, login] of [
      ["/?draft=true", "/login?redirectTo=%2F%3Fdraft%3Dtrue"],
      ["/company/about-us?draft=true&show_sidebar=true&module_position=0", "/login?redirectTo="],
      ["/de/unternehmen?show_modal=true&module_type=TEXT_BLOCK", "/de/login?redirectTo="],
      ["/kr/no-such-page?show_history=true", "/kr/login?redirectTo="],
    ]) {
      const answer = await thrownBy(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location"), path).toContain(login);
    }
  });

  it("reads the page for a visitor's plain view (the database is asked)", async () => {
    await expect(thrownBy("/company/about-us")).rejects.toThrow(/database was used/);
  });
});
