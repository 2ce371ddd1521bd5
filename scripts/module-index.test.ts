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

    const strings = (name: string, labels: Record<string, string> = {}) =>
      JSON.stringify(Object.fromEntries(["en", "de", "cn", "jp", "kr"].map((l) => [l, { name: `${name} ${l}`, labels: Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, `${v} ${l}`])) }])));
    /** A folder with every required part; `files` adds or replaces some. */
    const moduleFolder = (name: string, module: string, files: Record<string, string> = {}) =>
      folder(name, { "module.ts": module, "schema.ts": "", "editor.ts": "", [`${name}.tsx`]: "", "strings.json": strings(name), ...files });

    it("takes each folder with a module.ts, its loader, styles, sample and strings by name, and its enhancement literal", () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "module-index-"));
      folder("shared", { "tabs.css": "" });
      moduleFolder("link-list", 'defineModule({ type: "LINK_LIST", order: 3 })', { "link-list.css": "" });
      moduleFolder("text-block", 'defineModule({ type: "TEXT_BLOCK", order: 1, enhanced: "collapsible" })');
      moduleFolder("news", 'defineModule({ type: "NEWS", order: 2, enhanced: true })', { "load.server.ts": "" });
      expect(moduleFolders(dir).map((f) => [f.type, f.enhanced, f.load, f.styles])).toEqual([
        ["LINK_LIST", undefined, false, true],
        ["NEWS", "true", true, false],
        ["TEXT_BLOCK", '"collapsible"', false, false],
      ]);
      const files = moduleIndexFiles(moduleFolders(dir));
      expect(files["browser.generated.ts"]).toContain('NEWS: () => import("./news/news").then((m) => m.News),');
      expect(files["loaders.generated.server.ts"]).toContain("NEWS: loadNews,");
      expect(files["styles.generated.css"]).toContain('@import "./link-list/link-list.css";');
      // MODULE_TYPES follows module.ts's order, not the folder names.
      expect(files["types.generated.ts"]).toContain('export const MODULE_TYPES = [\n  "TEXT_BLOCK",\n  "NEWS",\n  "LINK_LIST",\n] as const;');
    });

    it("adds a new type from its folder alone: name and labels in five languages, CSS and sample", () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "module-index-"));
      // A copy of the real folders' index input, plus a throwaway type (never in app/modules).
      const real = moduleFolders();
      moduleFolder("fancy-teaser", `defineModule({ type: "FANCY_TEASER", order: ${real.length + 1} })`, {
        "fancy-teaser.css": ".fancy-teaser { color: red; }",
        "sample.ts": "export default function fancyTeaserSample() { return []; }",
        "strings.json": strings("Fancy teaser", { "Teaser colour": "Colour" }),
      });
      const files = moduleIndexFiles([...real, ...moduleFolders(dir)]);
      expect(files["types.generated.ts"]).toMatch(/"PRODUCT_DETAILS",\n {2}"FANCY_TEASER",\n\] as const;/);
      expect(files["definitions.generated.ts"]).toContain('import fancyTeaser from "./fancy-teaser/module";');
      expect(files["styles.generated.css"]).toContain('@import "./fancy-teaser/fancy-teaser.css";');
      expect(files["samples.generated.ts"]).toContain('import fancyTeaser from "./fancy-teaser/sample";');
      expect(files["samples.generated.ts"]).toMatch(/ {2}productDetails,\n {2}fancyTeaser,\n\];/);
      for (const locale of ["en", "de", "cn", "jp", "kr"]) {
        expect(files["strings.generated.ts"]).toContain(`"FANCY_TEASER": "Fancy teaser ${locale}"`);
        expect(files["strings.generated.ts"]).toContain(`"Teaser colour": "Colour ${locale}"`);
      }
    });

    it("refuses an enhancement the browser index cannot copy", () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "module-index-"));
      moduleFolder("text-block", 'defineModule({ type: "TEXT_BLOCK", order: 1, enhanced: isCollapsible })');
      expect(() => moduleFolders(dir)).toThrow(/text-block\/module.ts: write enhanced as true/);
    });

    it("refuses a folder that misses a required part, with what is missing", () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "module-index-"));
      folder("quote", { "module.ts": 'defineModule({ type: "QUOTE", order: 1 })', "schema.ts": "", "strings.json": strings("Quote") });
      expect(() => moduleFolders(dir)).toThrow(/app\/modules\/quote: editor.ts, quote.tsx missing/);
      rmSync(path.join(dir, "quote"), { recursive: true });
      moduleFolder("quote", 'defineModule({ type: "QUOTE", order: 1 })', { "strings.json": "" });
      rmSync(path.join(dir, "quote", "strings.json"));
      expect(() => moduleFolders(dir)).toThrow(/quote\/strings.json is missing/);
      writeFileSync(path.join(dir, "quote", "strings.json"), JSON.stringify({ en: { name: "Quote" }, de: { name: "Zitat" } }));
      expect(() => moduleFolders(dir)).toThrow(/quote\/strings.json: cn.name is missing/);
      writeFileSync(path.join(dir, "quote", "strings.json"), strings("Quote", { Position: "Position" }).replace('"Position":"Position kr"', '"Positon":"Position kr"'));
      expect(() => moduleFolders(dir)).toThrow(/quote\/strings.json: kr.labels must have the keys of en.labels/);
      writeFileSync(path.join(dir, "quote", "strings.json"), strings("Quote"));
      writeFileSync(path.join(dir, "quote", "module.ts"), 'defineModule({ type: "QUOTE" })');
      expect(() => moduleFolders(dir)).toThrow(/quote\/module.ts: state order/);
    });

    it("refuses two types at one place, or one label in two folders", () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "module-index-"));
      moduleFolder("quote", 'defineModule({ type: "QUOTE", order: 1 })', { "strings.json": strings("Quote", { Position: "Position" }) });
      moduleFolder("cv", 'defineModule({ type: "CV", order: 1 })');
      expect(() => moduleFolders(dir)).toThrow(/quote\/module.ts: order 1 is cv's too/);
      writeFileSync(path.join(dir, "cv", "module.ts"), 'defineModule({ type: "CV", order: 2 })');
      writeFileSync(path.join(dir, "cv", "strings.json"), strings("CV", { Position: "Position" }));
      expect(() => moduleIndexFiles(moduleFolders(dir))).toThrow(/cv\/strings.json: labels.Position is also in quote's/);
    });
  });
});
