import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorSessionCookie } from "./support/editor-http";
import { REPO_ROOT } from "./support/server";
import { url } from "./support/site";

// Image uploads in the built server (SPEC §5.3): judged by decoding the bytes (sharp), so a WebP
// header followed by garbage is refused and a real WebP is stored.

const webp = readFileSync(path.join(REPO_ROOT, "db/seed/images/card-co2.webp"));

async function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<Response> {
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "image/webp" }), name);
  form.set("alt", name);
  return fetch(url("/api/editor/addImage"), { method: "POST", headers: { Cookie: cookie }, body: form });
}

describe("image upload", () => {
  it("refuses a WebP header followed by garbage, and stores a real WebP", async () => {
    const cookie = await editorSessionCookie();
    const garbage = new Uint8Array(webp.byteLength).fill(0x5a);
    garbage.set(webp.subarray(0, 116));
    const refused = await upload(cookie, garbage, "garbage.webp");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: { file: ["garbage.webp: the image cannot be read."] } });

    const stored = await upload(cookie, new Uint8Array(webp), "real.webp");
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/media\/\d+\/real\.webp$/) });
  });
});
