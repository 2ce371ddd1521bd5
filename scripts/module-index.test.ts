import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MODULES_DIR, moduleFolders, moduleIndexFiles } from "./module-index-files";

describe("the module index", () => {
  it("is up to date with the module folders (else: npm run modules:index)", () => {
    for (const [name, content] of Object.entries(moduleIndexFiles())) {
      expect(readFileSync(path.join(MODULES_DIR, name), "utf8"), name).toBe(content);
    }
  });

  describe("from a folder tree", () => {
    let dir = "";
    const folder = (name: string, files: Record<string, string>) => {
      mkdirSync(path.join(dir, name));
      for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, name, file), content);
    };
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("takes each folder with a module.ts, its loader and styles by name, and its enhancement literal", () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "module-index-"));
      folder("shared", { "tabs.css": "" });
      folder("link-list", { "module.ts": "defineModule({ type: \"LINK_LIST\" })", "link-list.css": "" });
      folder("text-block", { "module.ts": 'defineModule({ type: "TEXT_BLOCK", enhanced: "collapsible" })' });
      folder("news", { "module.ts": "defineModule({ type: \"NEWS\", enhanced: true })", "load.server.ts": "" });
      expect(moduleFolders(dir).map((f) => [f.type, f.enhanced, f.load, f.styles])).toEqual([
        ["LINK_LIST", undefined, false, true],
        ["NEWS", "true", true, false],
        ["TEXT_BLOCK", '"collapsible"', false, false],
      ]);
      const files = moduleIndexFiles(moduleFolders(dir));
      expect(files["browser.generated.ts"]).toContain('NEWS: () => import("./news/news").then((m) => m.News),');
      expect(files["loaders.generated.server.ts"]).toContain("NEWS: loadNews,");
      expect(files["styles.generated.css"]).toContain('@import "./link-list/link-list.css";');
    });

    it("refuses an enhancement the browser index cannot copy", () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "module-index-"));
      folder("text-block", { "module.ts": "defineModule({ type: \"TEXT_BLOCK\", enhanced: isCollapsible })" });
      expect(() => moduleFolders(dir)).toThrow(/text-block\/module.ts: write enhanced as true/);
    });
  });
});
