import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";

describe("pageMeta", () => {
  it("shares a page with its Social image as og:image and a large Twitter card", () => {
    const tags = pageMeta({ title: "Sensors", image: "https://www.example.com/media/4/share.webp" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://www.example.com/media/4/share.webp" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("names no image when the page has none", () => {
    const tags = pageMeta({ title: "Sensors", image: null });
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    expect(tags.some((tag) => "name" in tag && tag.name === "twitter:card")).toBe(false);
  });
});
