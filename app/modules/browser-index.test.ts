import { describe, expect, it } from "vitest";
import { enhancedTypes, hasRenderer, rendererImports } from "./browser.generated";
import { moduleDefinitions } from "./registry";
import { isModuleType, MODULE_TYPES } from "./types";

describe("the browser index", () => {
  it("imports each type's renderer: the component its definition renders with on the server", async () => {
    for (const type of MODULE_TYPES) {
      expect(await rendererImports[type](), type).toBe(moduleDefinitions[type].render);
    }
  });

  it("carries each definition's enhancement, and no other", () => {
    const fromDefinitions = Object.fromEntries(
      MODULE_TYPES.filter((type) => moduleDefinitions[type].enhanced).map((type) => [type, moduleDefinitions[type].enhanced]),
    );
    expect(enhancedTypes).toEqual(fromDefinitions);
  });
});

describe.each([
  ["isModuleType", isModuleType],
  ["hasRenderer", hasRenderer],
])("%s", (_name, isType) => {
  it("knows the types", () => {
    expect(MODULE_TYPES.filter(isType)).toEqual([...MODULE_TYPES]);
  });

  it("rejects unknown types and the names an object inherits", () => {
    expect(isType("NOT_A_MODULE")).toBe(false);
    expect(isType("hero")).toBe(false);
    expect(isType("constructor")).toBe(false);
    expect(isType("__proto__")).toBe(false);
  });
});
