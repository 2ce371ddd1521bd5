import { upsertEditor } from "../../app/auth/users.server";
import type { Db } from "../../db";
import { insertPage } from "../../db/seed/insert-page";

export const EDITOR = { email: "editor@e2e.test", password: "e2e-editor-password", name: "E2E Editor" };

/** Pages the editor tests own (each test its own page), next to the seeded site. */
export const EDITOR_PAGES = [
  "e2e-no-js",
  "e2e-with-js",
  "e2e-locales",
  "e2e-errors",
  "e2e-lists",
  "e2e-instances",
  "e2e-forms",
  "e2e-nginx",
  "e2e-xss",
] as const;

export async function createEditorFixtures(db: Db): Promise<void> {
  await upsertEditor(db, EDITOR);
  for (const slug of EDITOR_PAGES) {
    await insertPage(db, {
      translations: {
        en: { slug, title: `Editor test ${slug}` },
        de: { slug, title: `Editortest ${slug}` },
      },
      modules: [
        { type: "TEXT_BLOCK", content: { en: { body: "<p>First block</p>" }, de: { body: "<p>Erster Block</p>" } } },
        { type: "TEXT_BLOCK", content: { en: { body: "<p>Second block</p>" } } },
      ],
    });
  }
  await insertPage(db, {
    editable: false,
    translations: { en: { slug: "e2e-locked", title: "Locked page" } },
    modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>Locked</p>" } } }],
  });
}
