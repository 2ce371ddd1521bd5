import { describe, expect, it } from "vitest";
import { renderers } from "./registry";
import { isBuiltModuleType, rendererImports } from "./renderer-imports";
import { MODULE_TYPES } from "./types";

describe("rendererImports", () => {
  it("has an import for every registered type, and no other", () => {
    expect(Object.keys(rendererImports).sort()).toEqual(Object.keys(renderers).sort());
  });

  it("imports each type's renderer: the component the server renders the type with", async () => {
    for (const [type, renderer] of Object.entries(renderers)) {
      expect(await rendererImports[type as keyof typeof renderers](), type).toBe(renderer);
    }
  });
});

describe("isBuiltModuleType", () => {
  it("knows the built types", () => {
    expect(MODULE_TYPES.filter(isBuiltModuleType)).toEqual(MODULE_TYPES.filter((t) => t in renderers));
    expect(isBuiltModuleType("HERO")).toBe(true);
  });

  it("rejects unknown types and the names an object inherits", () => {
    expect(isBuiltModuleType("NOT_A_MODULE")).toBe(false);
    expect(isBuiltModuleType("hero")).toBe(false);
    expect(isBuiltModuleType("constructor")).toBe(false);
    expect(isBuiltModuleType("__proto__")).toBe(false);
  });
});
