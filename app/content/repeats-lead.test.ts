import { describe, expect, it } from "vitest";
import { repeatsLead } from "./repeats-lead";

describe("repeatsLead", () => {
  it("sees the lead wrapped in a paragraph, with entities and other white space, as a repeat", () => {
    expect(repeatsLead("<p>SCD30: CO₂ sensor with I²C output.</p>", "SCD30: CO₂ sensor with I²C output.")).toBe(true);
    expect(repeatsLead("<p>Fast &amp; small\n sensor</p>", "Fast & small sensor")).toBe(true);
  });

  it("keeps a body that says more", () => {
    expect(repeatsLead("<p>SCD30: CO₂ sensor.</p><p>Tested at our plant.</p>", "SCD30: CO₂ sensor.")).toBe(false);
    expect(repeatsLead("<p>Tested at our plant.</p>", "")).toBe(false);
  });
});
