import { describe, expect, it } from "vitest";
import { focalPosition, imageSrcSet } from "./image-srcset";

describe("imageSrcSet", () => {
  it("lists the renditions narrower than the file, then the file at its own width", () => {
    expect(imageSrcSet({ url: "/media/7/hall.webp", width: 1000 })).toBe("/media/7/hall.webp?w=320 320w, /media/7/hall.webp?w=640 640w, /media/7/hall.webp?w=960 960w, /media/7/hall.webp 1000w");
  });

  it("gives none for an SVG, an unknown width, a file narrower than every rendition or another address", () => {
    expect(imageSrcSet({ url: "/media/3/logo.svg", width: 2000 })).toBeUndefined();
    expect(imageSrcSet({ url: "/media/3/hall.webp" })).toBeUndefined();
    expect(imageSrcSet({ url: "/media/3/icon.webp", width: 96 })).toBeUndefined();
    expect(imageSrcSet({ url: "https://cdn.example/hall.webp", width: 2000 })).toBeUndefined();
  });
});

describe("focalPosition", () => {
  it("is the focal point as object-position, and nothing without one", () => {
    expect(focalPosition({ focalX: 30, focalY: 72.5 })).toBe("30% 72.5%");
    expect(focalPosition({ focalX: 30 })).toBeUndefined();
    expect(focalPosition({})).toBeUndefined();
  });
});
