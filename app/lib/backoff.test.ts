import { describe, expect, it } from "vitest";
import { backoffFor } from "./backoff";

describe("backoffFor", () => {
  it("backs off exponentially up to a ceiling, with jitter", () => {
    expect([1, 2, 3, 4].map((n) => backoffFor(n, 1000, 5000, () => 0.5))).toEqual([1000, 2000, 4000, 5000]);
    expect(backoffFor(1, 1000, 5000, () => 0)).toBe(800);
    expect(backoffFor(1, 1000, 5000, () => 1)).toBe(1200);
  });

  it("takes another growth factor", () => {
    expect([1, 2, 3, 4].map((n) => backoffFor(n, 10, 1000, () => 0.5, 3))).toEqual([10, 30, 90, 270]);
  });
});
