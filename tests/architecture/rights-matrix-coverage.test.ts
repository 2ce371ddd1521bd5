import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONTENT_INTENT_RIGHTS } from "../../app/editor/content/content-action-rights";
import { PAGE_INTENT_RIGHTS } from "../../app/editor/pages/page-action-rights";
import { RIGHTS_MATRIX } from "../e2e/support/rights-matrix";

// Issue 43: no editor route or action may skip the rights matrix that tests/e2e/rights-matrix.test.ts
// asks over HTTP. A new editor route file, or a new action name in an intent map, fails here until
// the matrix has a case for it.
const ROUTES = fileURLToPath(new URL("../../app/routes", import.meta.url));
const isEditorRoute = (file: string) => /^(editor\.|api\.editor\.)/.test(file);
const exports = (source: string, name: string) => new RegExp(`export (const|(async )?function) ${name}\\b`).test(source);

describe("the rights matrix covers every editor path", () => {
  const files = readdirSync(ROUTES).filter(isEditorRoute);

  it("finds the editor's route files", () => {
    expect(files).toContain("editor.pages.$pageId.ts");
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)("has a case for each method of %s", (file) => {
    const source = readFileSync(path.join(ROUTES, file), "utf8");
    const methods = RIGHTS_MATRIX.filter((c) => c.route === file).map((c) => c.method);
    if (exports(source, "loader")) expect(methods, `${file}: its loader`).toContain("GET");
    if (exports(source, "action")) expect(methods, `${file}: its action`).toContain("POST");
  });

  const namesOf = (route: string) => new Set(RIGHTS_MATRIX.filter((c) => c.route === route).map((c) => c.name.split(" ")[0]));

  it("has a case for every page-builder action", () => {
    const names = namesOf("editor.pages.$pageId.ts");
    expect(Object.keys(PAGE_INTENT_RIGHTS).filter((intent) => !names.has(intent))).toEqual([]);
  });

  it("has a case for every call of the editor's JSON API", () => {
    const names = namesOf("api.editor.$action.ts");
    const source = readFileSync(path.join(ROUTES, "api.editor.$action.ts"), "utf8");
    const calls = /const CALL_RIGHTS[^{]*\{([^}]*)\}/.exec(source)![1].match(/\w+(?=:)/g)!;
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.filter((call) => !names.has(call))).toEqual([]);
  });

  it("has a case for every content item action", () => {
    const names = namesOf("editor.content.$kind.$id.tsx");
    expect(Object.keys(CONTENT_INTENT_RIGHTS).filter((intent) => !names.has(intent))).toEqual([]);
  });
});
