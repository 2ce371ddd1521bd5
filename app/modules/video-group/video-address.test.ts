import { describe, expect, it } from "vitest";
import { embedUrlOf, videoIdOf, watchUrlOf } from "./video-address";

const ID = "aqz-KE-bpKQ";

describe("videoIdOf", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/live/${ID}`,
    `  https://YOUTU.BE/${ID}  `,
  ])("finds the 11-character id in %s", (address) => {
    expect(videoIdOf(address)).toBe(ID);
  });

  it.each([
    "",
    "not a url",
    "https://vimeo.com/123456789",
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/watch?v=${ID}`,
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${ID}X`,
    "https://www.youtube.com/watch?v=aqz-KE-bp<Q",
    `https://www.youtube.com/watch/${ID}`,
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://youtu.be/`,
    `javascript:alert("${ID}")`,
    `ftp://youtu.be/${ID}`,
  ])("rejects %s", (address) => {
    expect(videoIdOf(address)).toBeNull();
  });
});

describe("video addresses built from the id", () => {
  it("embeds through the privacy-enhanced host and links to the canonical watch page", () => {
    expect(embedUrlOf(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(watchUrlOf(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
