import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media-url";

describe("mediaUrl", () => {
  it("builds /media/<id>/<name>", () => {
    expect(mediaUrl(42, "sensor-line.webp")).toBe("/media/42/sensor-line.webp");
  });

  it("encodes spaces, umlauts and slashes so the name stays one path segment", () => {
    expect(mediaUrl(7, "SHX40 datasheet.pdf")).toBe("/media/7/SHX40%20datasheet.pdf");
    expect(mediaUrl(7, "Größe.pdf")).toBe("/media/7/Gr%C3%B6%C3%9Fe.pdf");
    expect(mediaUrl(7, "a/b.pdf")).toBe("/media/7/a%2Fb.pdf");
  });
});
