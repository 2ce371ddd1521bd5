import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";
import { conditionalCss } from "./conditional-css";
import { formDataToRaw } from "./form-data";
import type { FieldDefinition } from "./form-definition";
import { FormDialog } from "./form-dialog";
import { PublicForm } from "./public-form";
import { PublicFormResultContext } from "./public-form-result";
import type { PublicFormActionResult, PublicFormView } from "./public-form-types";
import { normalizeSubmission } from "./submission-schema";

// The plain form as the server renders it: what a visitor without JavaScript gets.

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

const FIELDS: FieldDefinition[] = [
  field({ id: "t1", fieldType: "Title", label: "Your inquiry" }),
  field({
    id: "f1",
    fieldType: "SelectList",
    name: "type_of_inquiry",
    label: "Type",
    isRequired: true,
    options: [
      { optionLabel: "Sales", optionValue: "sales" },
      { optionLabel: "Support", optionValue: "support" },
      { optionLabel: "Sales again", optionValue: "sales" },
    ],
  }),
  field({ id: "f2", fieldType: "TextInput", name: "serial", label: "Serial", isRequired: true, isConditional: true, conditionalName: "type_of_inquiry", conditionalValue: "support; repair" }),
  field({ id: "f3", fieldType: "TextInput", name: "email", label: "E-mail", isRequired: true, placeholder: "you@example.com", isPlaceholderVisible: true, helpBlockText: "We answer here.", isHelpBlockVisible: true }),
  field({ id: "f4", fieldType: "TextInput", name: "company", label: "Company", placeholder: "not shown", isPlaceholderVisible: false, helpBlockText: "hidden help" }),
  field({ id: "f5", fieldType: "Checkbox", name: "topics", label: "Topics", isRequired: true, options: [{ optionLabel: "CO2", optionValue: "co2" }, { optionLabel: "Flow", optionValue: "flow" }] }),
  field({ id: "f6", fieldType: "RadioButton", name: "contact_by", label: "Contact by", options: [{ optionLabel: "Mail", optionValue: "mail" }, { optionLabel: "Phone", optionValue: "phone" }] }),
  field({ id: "f7", fieldType: "Slider", name: "volume", label: "Volume" }),
  field({ id: "f8", fieldType: "DatePicker", name: "date", label: "Start" }),
  field({ id: "f9", fieldType: "LongTextInput", name: "message", label: "Message" }),
  field({ id: "f10", fieldType: "Checkbox", name: "privacy", label: "I agree", isRequired: true }),
  field({ id: "f11", fieldType: "Hidden", name: "source", defaultValue: "website" }),
  field({ id: "f12", fieldType: "Button", buttonText: "Send inquiry" }),
];

const VIEW: PublicFormView = {
  id: 7,
  title: "Contact sales",
  trackingName: "contact-sales",
  newsletter: false,
  fields: FIELDS,
  additionalButtons: [{ id: "b1", label: "Call us", href: "/contact" }],
};
const QUESTION = { a: 3, b: 4, token: "123.nonce.mac" };

function render(locale: Locale = "en", result: PublicFormActionResult | null = null, path = "/contact"): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <MemoryRouter initialEntries={[path]}>
        <PublicFormResultContext.Provider value={result}>
          <PublicForm moduleId="m1" view={VIEW} question={QUESTION} locale={locale} />
        </PublicFormResultContext.Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";
const en = resources.en.modules.customForms;
const de = resources.de.modules.customForms;

describe("the plain public form", () => {
  it("posts to its own page and returns to the form, marked as a public form POST", () => {
    const html = render();
    expect(tag(html, /<form[^>]*>/)).toMatch(/method="post"/);
    expect(tag(html, /<form[^>]*>/)).toContain('action="/contact#form-m1"');
    expect(tag(html, /<form[^>]*>/)).toContain('aria-label="Contact sales"');
    expect(html).toContain('name="_form" value="7"');
    expect(html).toContain('name="_module" value="m1"');
    // The home page is Remix's index route: a POST there needs ?index.
    expect(tag(render("en", null, "/"), /<form[^>]*>/)).toContain('action="/?index#form-m1"');
  });

  it("labels every control, groups radios and checkboxes in fieldsets, and describes help text", () => {
    const html = render();
    expect(html).toContain('<h3 class="public-form__title">Your inquiry</h3>');
    for (const id of ["f1", "f2", "f3", "f4", "f8", "f9", "f10"]) expect(html).toContain(`for="form-m1-${id}"`);
    expect(html).toMatch(/<fieldset[^>]*data-field="topics"[^>]*>\s*<legend class="public-form__label">Topics/);
    expect(html).toMatch(/<fieldset[^>]*data-field="contact_by"[^>]*>\s*<legend class="public-form__label">Contact by/);
    expect(tag(html, /<input[^>]*id="form-m1-f3"[^>]*>/)).toContain('aria-describedby="form-m1-f3-help"');
    expect(html).toContain('<p class="public-form__help" id="form-m1-f3-help">We answer here.</p>');
    expect(html).not.toContain("hidden help");
  });

  it("shows a placeholder only when the builder made it visible", () => {
    const html = render();
    expect(tag(html, /<input[^>]*id="form-m1-f3"[^>]*>/)).toContain('placeholder="you@example.com"');
    expect(html).not.toContain("not shown");
  });

  it("marks required fields with a red asterisk hidden from screen readers and with required semantics", () => {
    const html = render();
    expect(html).toMatch(/for="form-m1-f3">E-mail<span class="public-form__required" aria-hidden="true"> \*<\/span><\/label>/);
    expect(tag(html, /<input[^>]*id="form-m1-f3"[^>]*>/)).toContain('required=""');
    expect(tag(html, /<input[^>]*id="form-m1-f4"[^>]*>/)).not.toContain("required");
    expect(html).toContain(`<span class="visually-hidden"> ${en.requiredHint}</span>`); // the checkbox group
    // noValidate: the server's translated messages, not the browser's, explain what is missing.
    expect(tag(html, /<form[^>]*>/)).toContain('novalidate=""');
  });

  it("lists select options once each, after an empty choice", () => {
    const select = tag(render(), /<select[^>]*id="form-m1-f1"[\s\S]*?<\/select>/);
    expect([...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual(["", "sales", "support"]);
    expect(select).toContain(`<option value="" selected="">${en.choose}</option>`);
  });

  it("sends the slider as two bounds with the defaults 1 and 1000, step 1", () => {
    const html = render();
    const min = tag(html, /<input[^>]*name="volume.min"[^>]*>/);
    const max = tag(html, /<input[^>]*name="volume.max"[^>]*>/);
    expect(min).toMatch(/min="1"/);
    expect(min).toMatch(/max="1000"/);
    expect(min).toMatch(/step="1"/);
    expect(min).toMatch(/value="1"/);
    expect(max).toMatch(/value="1000"/);
  });

  it("uses a native date input, a hidden input for Hidden, and the Button field's text for the submit button", () => {
    const html = render();
    expect(tag(html, /<input[^>]*id="form-m1-f8"[^>]*>/)).toContain('type="date"');
    expect(html).toContain('<input type="hidden" name="source" value="website"/>');
    expect(html).toMatch(/<button type="submit" class="button">Send inquiry<\/button>/);
    expect(html).toContain('<a class="button button--secondary" href="/contact">Call us</a>');
  });

  it("asks the arithmetic question and hides the honeypot off-screen from people and assistive technology", () => {
    const html = render();
    expect(html).toContain("Security question: what is 3 plus 4?");
    expect(html).toContain('name="captcha_token" value="123.nonce.mac"');
    expect(tag(html, /<input[^>]*name="captcha_answer"[^>]*>/)).toMatch(/inputmode="numeric"/i);
    const trap = tag(html, /<div class="public-form__trap"[\s\S]*?<\/div>/);
    expect(trap).toContain('aria-hidden="true"');
    expect(trap).toMatch(/name="website_url" tabindex="-1" autocomplete="off"/i);
  });

  it("hides a conditional field with CSS until its controlling field has an allowed value", () => {
    const html = render();
    const css = conditionalCss("form-m1", FIELDS);
    expect(html).toContain(`<style>${css}</style>`);
    expect(css).toContain(`#form-m1:not([data-enhanced]):not(:has([name="type_of_inquiry"] option[value="support"]:checked`);
    expect(css).toContain(`[name="type_of_inquiry"][value="repair"]:checked`);
    expect(css).toContain(`[data-field-id="f2"]{display:none}`);
  });

  it("escapes builder text inside the CSS so it cannot close the style element", () => {
    const css = conditionalCss("form-x", [field({ id: "a b", fieldType: "TextInput", name: "n", isConditional: true, conditionalName: 'x"]</style><script>', conditionalValue: "v" })]);
    expect(css).not.toContain("</style>");
    expect(css).toContain('[name="x\\"]\\3c /style>\\3c script>"]');
    expect(css).toContain('[data-field-id="a_b"]');
  });

  it("shows a failed no-JS submission's errors, translated, with the typed values kept", () => {
    const result: PublicFormActionResult = {
      kind: "publicForm",
      moduleId: "m1",
      status: "invalid",
      reason: null,
      errors: { email: "required", type_of_inquiry: "invalidOption" },
      values: { company: "Vireo AG", topics: "co2, flow", volume: "10-500", date: "2026-12-01", contact_by: "phone", message: "Hello <b>", privacy: "yes" },
    };
    const html = render("de", result);
    expect(html).toContain('role="alert"');
    expect(html).toContain(de.errors.summary);
    expect(html).toContain(`<a href="#form-m1-f3">E-mail: ${de.errors.required}</a>`);
    expect(html).toContain(`<p class="public-form__error" id="form-m1-f3-error">${de.errors.required}</p>`);
    expect(tag(html, /<input[^>]*id="form-m1-f3"[^>]*>/)).toContain('aria-invalid="true"');
    expect(tag(html, /<input[^>]*id="form-m1-f4"[^>]*>/)).toContain('value="Vireo AG"');
    expect(tag(html, /<input[^>]*value="co2"[^>]*>/)).toContain('checked=""');
    expect(tag(html, /<input[^>]*value="flow"[^>]*>/)).toContain('checked=""');
    expect(tag(html, /<input[^>]*name="volume.min"[^>]*>/)).toContain('value="10"');
    expect(tag(html, /<input[^>]*name="volume.max"[^>]*>/)).toContain('value="500"');
    expect(tag(html, /<input[^>]*value="phone"[^>]*>/)).toContain('checked=""');
    expect(tag(html, /<input[^>]*id="form-m1-f10"[^>]*>/)).toContain('checked=""');
    expect(html).toContain(">Hello &lt;b&gt;</textarea>");
    expect(html).toContain(`Sicherheitsfrage: Was ergibt 3 plus 4?`);
  });

  it("shows a captcha refusal at the question, and ignores another module's result", () => {
    const refused: PublicFormActionResult = { kind: "publicForm", moduleId: "m1", status: "refused", reason: "captchaExpired", errors: {}, values: { email: "a@b.ch" } };
    const html = render("en", refused);
    expect(html).toContain(`<p class="public-form__error" id="form-m1-captcha-error">${en.errors.captchaExpired}</p>`);
    expect(tag(html, /<input[^>]*id="form-m1-f3"[^>]*>/)).toContain('value="a@b.ch"');
    const other = render("en", { ...refused, moduleId: "other" });
    expect(other).not.toContain(en.errors.captchaExpired);
    expect(other).not.toContain("a@b.ch");
  });
});

describe("the form button", () => {
  it("is a link to the dialog's anchor without JavaScript, the form posting back to that anchor", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n("en", resources.en)}>
        <MemoryRouter initialEntries={["/styleguide"]}>
          <FormDialog moduleId="m2" label="Subscribe" title="Newsletter" trackingName="newsletter">
            <PublicForm moduleId="m2" view={VIEW} question={QUESTION} locale="en" anchor="form-dialog-m2" openEvent="none" />
          </FormDialog>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).toContain('<a class="button" href="#form-dialog-m2">Subscribe</a>');
    expect(html).toMatch(/<dialog id="form-dialog-m2" class="form-dialog" aria-labelledby="form-dialog-m2-title">/);
    expect(html).toContain('<h2 class="form-dialog__title" id="form-dialog-m2-title">Newsletter</h2>');
    expect(tag(html, /<form[^>]*>/)).toContain('action="/styleguide#form-dialog-m2"');
    expect(html).toContain(`href="#module-m2">${en.close}</a>`);
  });
});

describe("form data", () => {
  it("reads repeated names as lists and dotted names as objects, like conform, and ignores unsafe keys", () => {
    const data = new FormData();
    data.append("topics", "co2");
    data.append("topics", "flow");
    data.append("volume.min", "5");
    data.append("volume.max", "50");
    data.append("__proto__.polluted", "yes");
    data.append("constructor.prototype.x", "yes");
    const raw = formDataToRaw(data);
    expect(raw).toEqual({ topics: ["co2", "flow"], volume: { min: "5", max: "50" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(normalizeSubmission(FIELDS, raw)).toMatchObject({ topics: "co2, flow", volume: "5-50", source: "website" });
  });
});
