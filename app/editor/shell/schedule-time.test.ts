import { describe, expect, it } from "vitest";
import { isTimeZone, scheduleSchema } from "./schedule-schema";
import { wallClock, zonedInstant } from "./schedule-time";

describe("schedule times", () => {
  it("reads a wall-clock time in the editor's zone as the instant it names, summer and winter", () => {
    expect(zonedInstant("2026-12-01T09:00", "Europe/Zurich")?.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(zonedInstant("2026-07-01T09:00", "Europe/Zurich")?.toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(zonedInstant("2026-12-01T09:00:30", "Asia/Tokyo")?.toISOString()).toBe("2026-12-01T00:00:30.000Z");
    expect(zonedInstant("2026-12-01T09:00", "UTC")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });

  it("refuses dates that do not exist and malformed values", () => {
    expect(zonedInstant("2026-02-30T09:00", "UTC")).toBeNull();
    expect(zonedInstant("2026-13-01T09:00", "UTC")).toBeNull();
    expect(zonedInstant("2026-12-01T24:00", "UTC")).toBeNull();
    expect(zonedInstant("tomorrow", "UTC")).toBeNull();
  });

  it("shows an instant back as the field's value in a zone", () => {
    expect(wallClock(new Date("2026-12-01T08:00:00Z"), "Europe/Zurich")).toBe("2026-12-01T09:00");
  });

  it("takes IANA zones and UTC, and says what is wrong with each bad field", () => {
    expect(isTimeZone("Europe/Zurich")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    const bad = scheduleSchema.safeParse({ action: "publish", at: "soon", timeZone: "Mars/Olympus" });
    expect(bad.success).toBe(false);
    expect(bad.error?.flatten().fieldErrors).toEqual({ at: ["Enter a date and time such as 2026-12-01T09:00."], timeZone: ["Choose a time zone from the list."] });
    expect(scheduleSchema.safeParse({ action: "later", at: "2026-12-01T09:00", timeZone: "UTC" }).success).toBe(false);
  });
});
