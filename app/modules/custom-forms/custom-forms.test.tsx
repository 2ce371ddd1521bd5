import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { createForm } from "~/forms/forms.server";
import type { FieldDefinition } from "~/forms/form-definition";
import { resources } from "~/i18n/resources";
import { OPEN_REDIRECT_PAYLOADS, staysOnSite } from "~/lib/open-redirect-corpus";
import { loadModuleRows } from "../loaders.server";
import { prepareModule } from "../prepare.server";
import { buttonHref, FormNotDisplayedError, loadCustomForms, type CustomFormsRows } from "./load.server";
import { customFormsSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, "id" | "fieldType">): FieldDefinition => ({
  name: "",
  label: "",
  placeholder: "",
  isPlaceholderVisible: false,
  helpBlockText: "",
  isHelpBlockVisible: false,
  isRequired: false,
  isUnique: false,
  isConditional: false,
  conditionalName: "",
  conditionalValue: "",
  ...over,
});

const ROWS: CustomFormsRows = {
  form: {
    id: 4,
    title: "Kontaktformular",
    trackingName: "kontaktformular",
    newsletter: false,
    fields: [field({ id: "a", fieldType: "TextInput", name: "email", label: "E-Mail", isRequired: true })],
    additionalButtons: [],
  },
  question: { a: 2, b: 5, token: "1.n.m" },
};

describe("CUSTOM_FORMS renderer", () => {
  it("renders the form inside the module, in German", () => {
    const html = renderModule("CUSTOM_FORMS", { formId: 4, heading: { title: "Schreiben Sie uns" } }, { locale: "de", rows: ROWS });
    expect(html).toContain('data-module="CUSTOM_FORMS"');
    expect(html).toContain("<h2");
    expect(html).toContain("Schreiben Sie uns");
    expect(html).toMatch(/<form[^>]*id="form-test-module"[^>]*aria-label="Kontaktformular"/);
    expect(html).toContain(`<button type="submit" class="button">${resources.de.modules.customForms.submit}</button>`);
    expect(html).toContain("Sicherheitsfrage: Was ergibt 2 plus 5?");
  });

  it("shows a button (a link without JavaScript) that opens the form in a dialog", () => {
    const html = renderModule("CUSTOM_FORMS", { formId: 4, display: "button", buttonLabel: "Jetzt anfragen" }, { locale: "de", rows: ROWS });
    expect(html).toContain('<a class="button" href="#form-dialog-test-module">Jetzt anfragen</a>');
    expect(html).toContain('<dialog id="form-dialog-test-module"');
    // Without a button text the form's title labels the button.
    expect(renderModule("CUSTOM_FORMS", { formId: 4, display: "button" }, { rows: ROWS })).toContain('href="#form-dialog-test-module">Kontaktformular</a>');
  });

  it("renders nothing without rows", () => {
    expect(renderModule("CUSTOM_FORMS", { formId: 4 }, { rows: null })).not.toContain("<form");
  });
});

describe("CUSTOM_FORMS schema", () => {
  it("requires a form", () => {
    const parsed = customFormsSchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["formId"], message: "This field is required" });
    expect(customFormsSchema.safeParse({ formId: "" }).error?.issues[0].message).toBe("This field is required");
  });

  it("takes the picker's row or an id typed as text, and stores the number", () => {
    expect(customFormsSchema.parse({ formId: { id: "12", title: "Contact" } })).toEqual({ formId: 12, display: "inline" });
    expect(customFormsSchema.parse({ formId: " 7 ", display: "button", buttonLabel: " Go " })).toEqual({ formId: 7, display: "button", buttonLabel: "Go" });
  });

  it("limits the button text to 50 characters and falls back to inline for an unknown display", () => {
    expect(customFormsSchema.safeParse({ formId: 1, buttonLabel: "x".repeat(51) }).success).toBe(false);
    expect(customFormsSchema.parse({ formId: 1, display: "popup" }).display).toBe("inline");
  });

  it("salvages old data: a bad button text is dropped, a bad form id drops the module", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(prepareModule({ id: "m", type: "CUSTOM_FORMS", layout: {}, data: { formId: 3, buttonLabel: 42 } })?.data).toEqual({ formId: 3, display: "inline" });
    expect(prepareModule({ id: "m", type: "CUSTOM_FORMS", layout: {}, data: { formId: "abc" } })).toBeNull();
    warn.mockRestore();
  });
});

describe("CUSTOM_FORMS loader", () => {
  let testDb: TestDb;
  let db: Db;
  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
  }, 60_000);
  afterAll(() => testDb.destroy());
  const ctx = () => ({ db, locale: "en" as const, site: "main" as const, log: logger });

  it("reads the form as plain JSON without its destination or addresses, with a fresh question", async () => {
    const id = await createForm(db, {
      title: "Newsletter sign-up",
      content: [field({ id: "e", fieldType: "TextInput", name: "email", label: "E-mail" })],
      destination: "marketing@vireo.example",
      actionUrl: "https://crm.example/hook",
      successUrl: "/thanks",
      additionalButtons: [
        { id: "b1", label: "Privacy", action: "/privacy" },
        { id: "b2", label: "Evil", action: "javascript:alert(1)" },
        { id: "b3", label: "Docs", action: "https://docs.example/forms" },
      ],
    });
    const rows = await loadCustomForms({ formId: id, display: "inline" }, ctx());
    expect(rows.form).toEqual({
      id,
      title: "Newsletter sign-up",
      trackingName: "newsletter-sign-up",
      newsletter: true,
      fields: [expect.objectContaining({ name: "email" })],
      additionalButtons: [
        { id: "b1", label: "Privacy", href: "/privacy" },
        { id: "b3", label: "Docs", href: "https://docs.example/forms" },
      ],
    });
    const json = JSON.stringify(rows);
    expect(json).not.toContain("marketing@vireo.example");
    expect(json).not.toContain("crm.example");
    expect(JSON.parse(json)).toEqual(rows);
    const again = await loadCustomForms({ formId: id, display: "inline" }, ctx());
    expect(again.question.token).not.toBe(rows.question.token);
  });

  it("does not display a missing form or one whose JSON is invalid, and logs it", async () => {
    const { id } = await db.insertInto("forms").values({ title: "Broken", content: "[{", additional_buttons: "[]" }).returning("id").executeTakeFirstOrThrow();
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    await expect(loadCustomForms({ formId: 987_654, display: "inline" }, ctx())).rejects.toBeInstanceOf(FormNotDisplayedError);
    const modules = await loadModuleRows(
      [{ id: "m1", type: "CUSTOM_FORMS", layout: { background: "white", spaceTop: "md", spaceBottom: "md", width: "wide" }, heading: {}, data: { formId: id, display: "inline" } }],
      ctx(),
    );
    expect(modules).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`form ${id} is not displayed`));
    error.mockRestore();
  });

  it("accepts only same-site paths and http(s) addresses as button actions", () => {
    expect(buttonHref(" /contact ")).toBe("/contact");
    expect(buttonHref("//evil.example")).toBeNull();
    expect(buttonHref("data:text/html,x")).toBeNull();
    expect(buttonHref("mailto:a@b.ch")).toBeNull();
  });

  it("never turns a path into a way off the site (issue 20.4: the open-redirect corpus)", () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const href = buttonHref(payload);
      // An http(s) address is an outside link on purpose; anything else is a same-site path or none.
      if (href === null || /^https?:\/\//i.test(payload.trim())) continue;
      expect(staysOnSite(href), `${JSON.stringify(payload)} gave ${href}`).toBe(true);
    }
    expect(buttonHref("/.//evil.example")).toBeNull();
    expect(buttonHref("/a/..//evil.example")).toBeNull();
  });
});
