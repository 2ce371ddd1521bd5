import { describe, expect, it } from "vitest";
import { enhancedTypes, rendererImports } from "./browser.generated";
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

describe("isModuleType", () => {
  it("knows the types", () => {
    expect(MODULE_TYPES.filter(isModuleType)).toEqual([...MODULE_TYPES]);
  });

  it("rejects unknown types and the names an object inherits", () => {
    expect(isModuleType("NOT_A_MODULE")).toBe(false);
    expect(isModuleType("hero")).toBe(false);
    expect(isModuleType("constructor")).toBe(false);
    expect(isModuleType("__proto__")).toBe(false);
  });
});
