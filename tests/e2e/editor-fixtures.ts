import { sql } from "kysely";
import { upsertEditor } from "../../app/auth/users.server";
import type { Db } from "../../db";
import { SEED_FORM_IDS } from "../../db/seed/forms";
import { insertPage } from "../../db/seed/insert-page";

export const EDITOR = { email: "editor@e2e.test", password: "e2e-editor-password", name: "E2E Editor" };

/** Pages the editor tests own (each test its own page), next to the seeded site. */
export const EDITOR_PAGES = [
  "e2e-no-js",
  "e2e-pickers",
  "e2e-locales",
  "e2e-errors",
  "e2e-lists",
  "e2e-instances",
  "e2e-forms",
  "e2e-nginx",
  "e2e-xss",
  "e2e-rich-text",
  "e2e-rich-text-paste",
  "e2e-rich-text-source",
  "e2e-rich-text-no-js",
  "e2e-browser",
  "e2e-editor-a11y",
  "e2e-content-kinds",
  "e2e-video-picker",
  "e2e-image-fields-js",
  "e2e-image-fields-no-js",
] as const;

/**
 * The team of issue 43, one account per role: the agency's section is the fixture page
 * /e2e-agency; /e2e-roles lies outside it. The global EDITOR is an Administrator.
 */
export const TEAM = {
  publisher: { email: "publisher@e2e.test", password: "e2e-publisher-password", name: "Paula Publisher", role: "publisher", locales: null, sections: null },
  author: { email: "author@e2e.test", password: "e2e-author-password", name: "Arne Author", role: "editor", locales: null, sections: null },
  translator: { email: "translator@e2e.test", password: "e2e-translator-password", name: "Tanja Translator", role: "translator", locales: ["de"], sections: null },
  agency: { email: "agency@e2e.test", password: "e2e-agency-password", name: "Agnes Agency", role: "editor", locales: null, sections: ["/e2e-agency"] },
} as const;

/** The review tests' pages (review.test.ts): one per flow and mode, two in a section requiring review. */
export const REVIEW_PAGES = ["e2e-review-js", "e2e-review-no-js", "e2e-review-required-js", "e2e-review-required-no-js"] as const;

/** The team's own pages: inside the agency's section, and outside it. */
export const TEAM_PAGES = ["e2e-agency", "e2e-roles", "e2e-roles-no-js", "e2e-review", ...REVIEW_PAGES] as const;

/** The page german-editor.test.ts opens a heading module's form on. */
export const GERMAN_EDITOR_PAGE = "e2e-german-editor";

/** A form of the editor tests' own, with stored submissions (one forwarded, one whose forwarding failed). */
export const A11Y_FORM_TITLE = "E2E accessibility form";

export async function createEditorFixtures(db: Db): Promise<void> {
  await upsertEditor(db, EDITOR);
  for (const account of Object.values(TEAM)) await upsertEditor(db, account);
  for (const slug of [...EDITOR_PAGES, ...TEAM_PAGES]) {
    const team = (TEAM_PAGES as readonly string[]).includes(slug);
    await insertPage(db, {
      translations: {
        en: { slug, title: `Editor test ${slug}` },
        de: { slug, title: `Editortest ${slug}` },
        // The rights matrix asks a German translator for a locale outside its scope.
        ...(team ? { jp: { slug, title: `エディターテスト ${slug}` } } : {}),
      },
      modules: [
        { type: "TEXT_BLOCK", content: { en: { body: "<p>First block</p>" }, de: { body: "<p>Erster Block</p>" } } },
        { type: "TEXT_BLOCK", content: { en: { body: "<p>Second block</p>" } } },
      ],
    });
  }
  // A heading module with a tag and a lead in both languages (german-editor.test.ts only reads it).
  await insertPage(db, {
    translations: { en: { slug: GERMAN_EDITOR_PAGE, title: "Editor language test" }, de: { slug: GERMAN_EDITOR_PAGE, title: "Test der Editorsprache" } },
    modules: [{ type: "TEXT_HEADER", content: { en: { tag: "Launch", title: "A new sensor", lead: "Measures more" }, de: { tag: "Neuheit", title: "Ein neuer Sensor", lead: "Misst mehr" } } }],
  });
  await insertPage(db, {
    editable: false,
    translations: { en: { slug: "e2e-locked", title: "Locked page" } },
    modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>Locked</p>" } } }],
  });
  await createA11yForm(db);
}

async function createA11yForm(db: Db): Promise<void> {
  // A copy of the seeded contact form, so this form's submissions are the ones below only.
  const { id, destination } = await db
    .insertInto("forms")
    .columns(["title", "content", "destination", "additional_buttons"])
    .expression((eb) =>
      eb
        .selectFrom("forms")
        .select([sql.lit(A11Y_FORM_TITLE).as("title"), "content", "destination", "additional_buttons"])
        .where("id", "=", SEED_FORM_IDS.contact),
    )
    .returning(["id", "destination"])
    .executeTakeFirstOrThrow();
  const submission = { form_id: id, form_title: A11Y_FORM_TITLE, locale: "en", page_path: "/contact", destination };
  await db
    .insertInto("form_submissions")
    .values([
      { ...submission, values: JSON.stringify({ email: "ann@example.com", message: "Sent on" }), forward_status: "sent", forward_attempts: 1 },
      { ...submission, values: JSON.stringify({ email: "bob@example.com", message: "Not sent on" }), forward_status: "failed", forward_attempts: 3, forward_error: "serverError:502" },
    ])
    .execute();
}
