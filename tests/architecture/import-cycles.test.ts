import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildImportGraph, describeCycle, importCycles, importSpecifiers, repositoryImportGraph, resolveSpecifier, type ImportGraph } from "./import-graph";

// Issue 42: no import cycles among our source files (app/, db/, shared/, server/, scripts/,
// migrations/; tests left out). A cycle is cut at its cause: the shared piece moves down into a
// file of its own, a value is passed in, or a registry is inverted (see import-graph.ts for what
// counts as an import; `import type` does).
const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the repository's import graph", () => {
  const graph = repositoryImportGraph(root);

  it("reads the whole tree", () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get("app/root.tsx")).toContain("app/site/use-root-data.ts");
  });

  it("has no import cycle", () => {
    const cycles = importCycles(graph);
    expect(cycles.map((cycle) => describeCycle(graph, cycle)), "import cycles: cut each at its cause (issue 42)").toEqual([]);
  });
});

describe("the cycle finder", () => {
  const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  it("finds no cycle in a graph whose arrows point one way", () => {
    expect(importCycles(graphOf({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("finds a two-file cycle, a longer one beside it and a file that imports itself", () => {
    const graph = graphOf({ a: ["b"], b: ["a", "c"], c: ["d"], d: ["e"], e: ["c"], f: ["f"], g: ["a"] });
    expect(importCycles(graph)).toEqual([["a", "b"], ["c", "d", "e"], ["f"]]);
    expect(describeCycle(graph, ["a", "b"])).toContain("a -> b");
  });

  it("joins cycles that share a file into one", () => {
    expect(importCycles(graphOf({ a: ["b"], b: ["a", "c"], c: ["a"] }))).toEqual([["a", "b", "c"]]);
  });

  it("counts every form of import, types and dynamic imports too", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'import "./side-effect";',
      'export * from "~/lib/c";',
      'export { type D } from "./d";',
      'import e = require("./e");',
      'const f = () => import("./f");',
      'type G = import("./g").G;',
      'import pkg from "react";',
    ].join("\n");
    expect(importSpecifiers("x.tsx", source)).toEqual(["./a", "../b", "./side-effect", "~/lib/c", "./d", "./e", "./f", "./g", "react"]);
  });

  it("resolves relative and ~/ specifiers to our files, packages and other files to nothing", () => {
    const files = new Set(["app/lib/c.ts", "app/site/view.tsx", "app/site/index.ts", "db/seed/media.ts"]);
    expect(resolveSpecifier("app/root.tsx", "~/lib/c", files)).toBe("app/lib/c.ts");
    expect(resolveSpecifier("app/root.tsx", "./site/view", files)).toBe("app/site/view.tsx");
    expect(resolveSpecifier("app/root.tsx", "./site", files)).toBe("app/site/index.ts");
    expect(resolveSpecifier("db/seed/imagery/index.ts", "../media", files)).toBe("db/seed/media.ts");
    expect(resolveSpecifier("app/root.tsx", "./styles/site.css?url", files)).toBeNull();
    expect(resolveSpecifier("app/root.tsx", "react", files)).toBeNull();
  });

  it("fails on a cycle built from source text", () => {
    const sources: Record<string, string> = {
      "app/a.ts": 'import type { B } from "./b";\nexport const a = 1;',
      "app/b.ts": 'export const b = () => import("~/a");',
      "app/c.ts": 'import { a } from "./a";',
    };
    const graph = buildImportGraph(Object.keys(sources), (file) => sources[file]);
    expect(importCycles(graph)).toEqual([["app/a.ts", "app/b.ts"]]);
  });
});
