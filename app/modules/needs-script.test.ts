import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { moduleNeedsScript } from "./needs-script";
import { renderers } from "./registry";

/** Shared pieces that do something only with JavaScript. */
const ENHANCEMENTS = /shared\/(carousel|tabs|video-facade|copy-button|location-map|text-toggler)"|from "~\/forms\/public-form"|\b(useEffect|onToggle|onClick)\b/;
const folderOf = (type: string) => type.toLowerCase().replace(/_/g, "-");

describe("moduleNeedsScript", () => {
  it("is true for every module type whose renderer uses a browser enhancement, false for the static ones", () => {
    const modulesDir = path.dirname(new URL(import.meta.url).pathname);
    for (const type of Object.keys(renderers)) {
      const dir = path.join(modulesDir, folderOf(type));
      const source = readdirSync(dir)
        .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
        .map((file) => readFileSync(path.join(dir, file), "utf8"))
        .join("\n");
      const enhanced = ENHANCEMENTS.test(source);
      if (type === "TEXT_BLOCK") continue; // depends on its data, below
      expect({ type, needsScript: moduleNeedsScript({ type, data: {} }) }).toEqual({ type, needsScript: enhanced });
    }
  });

  it("a text block needs it only when it is collapsible", () => {
    expect(moduleNeedsScript({ type: "TEXT_BLOCK", data: { body: "<p>x</p>", collapsible: true } })).toBe(true);
    expect(moduleNeedsScript({ type: "TEXT_BLOCK", data: { body: "<p>x</p>" } })).toBe(false);
    expect(moduleNeedsScript({ type: "HERO", data: {} })).toBe(false);
  });
});
