import { describe, expect, it } from "vitest";
import { fixedT } from "~/i18n/i18n.server";
import { editorDateTime, EDITOR_TIME_ZONE } from "../shell/editor-time";
import { publishedNotice, statusText } from "./publication-status";

// Issue 47, item 3: a news item published with a date ahead answers 404 to visitors until then,
// so the notice after Publish and its status say from when visitors see it, in the editor's
// language and zone; one format for every time on the content admin's screens.

const en = fixedT("en", "editor");
const de = fixedT("de", "editor");
const FUTURE = "2026-12-12T08:00:00.000Z"; // 09:00 in Zurich (winter time)

describe("the editor's date and time", () => {
  it("is one format in the editor's language and the company's zone, naming the zone", () => {
    expect(EDITOR_TIME_ZONE).toBe("Europe/Zurich");
    expect(editorDateTime(FUTURE, "en")).toBe("Dec 12, 2026, 09:00 (Europe/Zurich)");
    expect(editorDateTime(FUTURE, "de")).toBe("12.12.2026, 09:00 (Europe/Zurich)");
    // Summer time moves the wall clock, not the instant.
    expect(editorDateTime("2026-07-01T08:00:00Z", "de")).toBe("01.07.2026, 10:00 (Europe/Zurich)");
    // A pending schedule keeps the zone it was set in.
    expect(editorDateTime(FUTURE, "en", "Asia/Tokyo")).toBe("Dec 12, 2026, 17:00 (Asia/Tokyo)");
  });
});

describe("the notice after Publish", () => {
  it("says visitors see it now when the publication date is not ahead", () => {
    expect(publishedNotice(en, null, "en")).toBe("Published: visitors see it now.");
    expect(publishedNotice(de, null, "de")).toBe("Veröffentlicht: Besucher sehen es jetzt.");
  });

  it("says from when visitors see it when the publication date is ahead", () => {
    expect(publishedNotice(en, FUTURE, "en")).toBe("Published: visitors see it from Dec 12, 2026, 09:00 (Europe/Zurich), not before.");
    expect(publishedNotice(de, FUTURE, "de")).toBe("Veröffentlicht: Besucher sehen es ab 12.12.2026, 09:00 (Europe/Zurich), nicht früher.");
  });
});

describe("the item's status", () => {
  it("is plain Published once visible", () => {
    expect(statusText(en, "published", null, "en")).toBe("Published");
    expect(statusText(de, "published", null, "de")).toBe("Veröffentlicht");
  });

  it("says a published item dated ahead is not visible yet, and from when", () => {
    // The list's SQL says "scheduled" for a published row dated ahead; the label says what that means.
    expect(statusText(en, "scheduled", FUTURE, "en")).toBe("Published, visible from Dec 12, 2026, 09:00 (Europe/Zurich)");
    expect(statusText(de, "scheduled", FUTURE, "de")).toBe("Veröffentlicht, sichtbar ab 12.12.2026, 09:00 (Europe/Zurich)");
    expect(statusText(en, "draft", FUTURE, "en")).toBe("Draft changes; the published version is visible from Dec 12, 2026, 09:00 (Europe/Zurich)");
    expect(statusText(de, "draft", FUTURE, "de")).toBe("Entwurfsänderungen; die veröffentlichte Fassung ist ab 12.12.2026, 09:00 (Europe/Zurich) sichtbar");
  });

  it("keeps Scheduled and Unpublished as they were", () => {
    expect(statusText(en, "scheduled", null, "en")).toBe("Scheduled");
    expect(statusText(de, "unpublished", null, "de")).toBe("Nicht veröffentlicht");
  });
});
