import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPage } from "../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { checkPreviewLink, createPreviewLink, listPreviewLinks, revokePreviewLink } from "./preview-links.server";

// Preview links (issue 25): valid until they expire or are revoked; a wrong token, a malformed
// value and another page's link are unknown; the list names each link's state.
let t: EditorTestDb;
beforeAll(async () => {
  t = await createEditorTestDb({ name: "Previewer" });
});
afterAll(() => t.destroy());

const T0 = new Date("2030-05-01T12:00:00Z");
const DAY = 86_400_000;
const newPage = () => {
  const slug = `pv-${Math.random().toString(36).slice(2)}`;
  return insertPage(t.db, { translations: { en: { slug, title: "P" }, de: { slug: `vorschau-${slug}`, title: "V" } }, modules: [] });
};

describe("preview links", () => {
  it("opens the page it was made for until it expires; then it is gone", async () => {
    const pageId = await newPage();
    const { id, token } = await createPreviewLink(t.db, { pageId, locale: "de", days: 7, authorId: t.editorId, now: T0 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await checkPreviewLink(t.db, `${id}.${token}`, pageId, new Date(T0.getTime() + 7 * DAY - 1))).toEqual({ kind: "valid", id });
    expect(await checkPreviewLink(t.db, `${id}.${token}`, pageId, new Date(T0.getTime() + 7 * DAY))).toEqual({ kind: "gone", id });
    const [listed] = await listPreviewLinks(t.db, pageId, T0);
    expect(listed.href).toMatch(new RegExp(`^/de/vorschau-pv-[a-z0-9]+\\?preview=${id}\\.${token}$`));
    expect(listed).toMatchObject({ id, state: "active", by: "Previewer", expiresAt: new Date(T0.getTime() + 7 * DAY).toISOString() });
    expect((await listPreviewLinks(t.db, pageId, new Date(T0.getTime() + 8 * DAY)))[0].state).toBe("expired");
  });

  it("is gone once revoked, and revoking again or another page's link changes nothing", async () => {
    const pageId = await newPage();
    const other = await newPage();
    const { id, token } = await createPreviewLink(t.db, { pageId, locale: "en", days: 1, authorId: t.editorId, now: T0 });
    await revokePreviewLink(t.db, { pageId: other, id, now: T0 });
    expect((await checkPreviewLink(t.db, `${id}.${token}`, pageId, T0)).kind).toBe("valid");
    await revokePreviewLink(t.db, { pageId, id, now: T0 });
    await revokePreviewLink(t.db, { pageId, id, now: T0 });
    expect(await checkPreviewLink(t.db, `${id}.${token}`, pageId, T0)).toEqual({ kind: "gone", id });
    expect((await listPreviewLinks(t.db, pageId, T0))[0].state).toBe("revoked");
  });

  it("knows nothing of a wrong token, a malformed value or a link used on another page", async () => {
    const pageId = await newPage();
    const other = await newPage();
    const { id, token } = await createPreviewLink(t.db, { pageId, locale: "en", days: 1, authorId: t.editorId, now: T0 });
    const flipped = (token[0] === "A" ? "B" : "A") + token.slice(1);
    for (const value of [`${id}.${flipped}`, `${id}.${token}x`, token, "", `${id + 1000}.${token}`, `1e3.${token}`]) {
      expect(await checkPreviewLink(t.db, value, pageId, T0), value).toEqual({ kind: "unknown" });
    }
    expect(await checkPreviewLink(t.db, `${id}.${token}`, other, T0)).toEqual({ kind: "unknown" });
  });
});
