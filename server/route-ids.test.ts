import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { withRouteIds } from "./route-ids";

type Args = { request: Request; params: Record<string, string>; context: AppLoadContext };
const seen = (name: string) => ({ context }: Args) => ({ [name]: context.routeId ?? null });

function buildOf(routes: Record<string, Record<string, unknown>>): ServerBuild {
  const entries = Object.entries(routes).map(([id, module]) => [id, { id, path: id, module }]);
  return { routes: Object.fromEntries(entries), entry: { module: {} } } as unknown as ServerBuild;
}

const args = (): Args => ({ request: new Request("http://localhost/"), params: {}, context: { nonce: "n" } as unknown as AppLoadContext });

describe("withRouteIds", () => {
  const build = buildOf({
    "product.de": { loader: seen("loader"), action: seen("action"), handle: { scripts: true }, headers: () => ({}) },
    "product.en": { loader: seen("loader") },
    root: { default: () => null },
  });
  const wrapped = withRouteIds(build);

  it("gives each loader and action its own route id in the context, the rest of the context kept", async () => {
    const german = wrapped.routes["product.de"].module;
    expect(await german.loader!(args() as never)).toEqual({ loader: "product.de" });
    expect(await german.action!(args() as never)).toEqual({ action: "product.de" });
    expect(await wrapped.routes["product.en"].module.loader!(args() as never)).toEqual({ loader: "product.en" });
    const context = args().context;
    await wrapped.routes["product.de"].module.loader!({ ...args(), context } as never);
    expect(context.routeId).toBeUndefined(); // the request's own context is not changed
  });

  it("hands the loader the request's own server-render store, so what it keeps reaches the document's render", async () => {
    const keeping = withRouteIds(buildOf({ page: { loader: ({ context }: Args) => context.serverRender?.set("kept", context.routeId) ?? null } }));
    const context = { nonce: "n", serverRender: new Map() } as unknown as AppLoadContext;
    await keeping.routes.page.module.loader!({ ...args(), context } as never);
    expect(context.serverRender?.get("kept")).toBe("page");
  });

  it("keeps every other export and adds none", () => {
    expect(wrapped.routes["product.de"].module.handle).toBe(build.routes["product.de"].module.handle);
    expect(Object.keys(wrapped.routes["product.de"].module).sort()).toEqual(["action", "handle", "headers", "loader"]);
    expect(Object.keys(wrapped.routes.root.module)).toEqual(["default"]);
  });

  it("wraps a build once", () => {
    expect(withRouteIds(build)).toBe(wrapped);
  });
});
