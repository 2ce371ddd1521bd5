import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { repositoryImportGraph, type ImportGraph } from "./import-graph";

// ADR 055 (addendum, issue 42): eslint's no-restricted-imports draws the layer lines on the import
// text of static imports and re-exports. This test draws the two walls that matter most on the
// resolved graph, which also holds dynamic `import("…")` and type-level `import("…").T`: a lazy
// import cannot slip through the editor wing's wall or pull the app into db/.
const root = fileURLToPath(new URL("../..", import.meta.url));

/** Whether `from` may import the editor wing (app/editor/**): the wing itself and its doors. */
function editorDoor(from: string): boolean {
  return (
    from.startsWith("app/editor/") ||
    from.startsWith("app/routes/") ||
    from === "app/root.tsx" ||
    /^app\/screens\/cms-page[^/]*$/.test(from) ||
    from.startsWith("app/screens/cms-page/") ||
    /^app\/modules\/[^/]+\/editor\.ts$/.test(from) ||
    !/^(app|db|shared|migrations)\//.test(from)
  );
}

/** The files db/ may not reach: app/, server/, scripts/ (what db/ and migrations/ need is handed in). */
const ABOVE_DB = /^(app|server|scripts)\//;

/** The imports of `graph` that break a wall, as "from -> to". */
function wallBreaks(graph: ImportGraph): string[] {
  const breaks: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const intoEditor = to.startsWith("app/editor/") && !editorDoor(from);
      const upFromDb = /^(db|migrations)\//.test(from) && ABOVE_DB.test(to);
      const upFromShared = from.startsWith("shared/") && !to.startsWith("shared/");
      if (intoEditor || upFromDb || upFromShared) breaks.push(`${from} -> ${to}`);
    }
  }
  return breaks.sort();
}

describe("the layer walls on the resolved import graph", () => {
  it("holds in the repository (dynamic imports included)", () => {
    expect(wallBreaks(repositoryImportGraph(root)), "move the shared piece below the wall, or the importer into the editor wing (ADR 055)").toEqual([]);
  });

  it("names an import through a wall, a lazy one too", () => {
    const graph: ImportGraph = new Map([
      ["app/site/not-found.server.ts", ["app/editor/redirects/redirects.server.ts", "app/cms/redirects.server.ts"]],
      ["app/screens/catalog.tsx", ["app/editor/pages/page-editor.tsx"]],
      ["app/screens/cms-page.tsx", ["app/editor/pages/page-editor.tsx"]],
      ["app/routes/editor.audit.tsx", ["app/editor/audit/audit-screen.tsx"]],
      ["app/modules/hero/editor.ts", ["app/editor/pages/module-form-schema.ts"]],
      ["app/modules/hero/hero.tsx", ["app/editor/fields/field-widget.tsx"]],
      ["server/main.ts", ["app/editor/content/publish-scheduler.server.ts"]],
      ["db/index.ts", ["app/lib/logger.server.ts", "shared/locales.ts"]],
      ["migrations/index.ts", ["server/data-dir-lock.ts"]],
      ["shared/route-table.ts", ["app/lib/pagination.ts"]],
    ]);
    expect(wallBreaks(graph)).toEqual([
      "app/modules/hero/hero.tsx -> app/editor/fields/field-widget.tsx",
      "app/screens/catalog.tsx -> app/editor/pages/page-editor.tsx",
      "app/site/not-found.server.ts -> app/editor/redirects/redirects.server.ts",
      "db/index.ts -> app/lib/logger.server.ts",
      "migrations/index.ts -> server/data-dir-lock.ts",
      "shared/route-table.ts -> app/lib/pagination.ts",
    ]);
  });
});
