import { sql } from "kysely";
import type { FieldDefinition } from "../../app/forms/form-definition";
import type { Db } from "../index";
import type { SeedModule } from "./insert-page";
import { perLocale, t5 } from "./localized";

// Example form-builder forms (SPEC §3.3): a contact form in English and German (every field type,
// a conditional field, a duplicated option, a hidden field) and a newsletter sign-up. Fixed ids so
// the seeded CUSTOM_FORMS modules can name them.

export const SEED_FORM_IDS = { contact: 1, contactDe: 2, newsletter: 3 } as const;

/** The contact form a page of a locale shows. */
export const contactFormId = (locale: string) => (locale === "de" ? SEED_FORM_IDS.contactDe : SEED_FORM_IDS.contact);

type FieldInput = Partial<FieldDefinition> & Pick<FieldDefinition, "id" | "fieldType">;

const field = (input: FieldInput): FieldDefinition => ({
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
  ...input,
});

const options = (pairs: [label: string, value: string][]) => pairs.map(([optionLabel, optionValue]) => ({ optionLabel, optionValue }));

type ContactTexts = {
  inquiry: string;
  type: string;
  types: [string, string][];
  serial: string;
  serialHelp: string;
  products: string;
  productOptions: [string, string][];
  quantity: string;
  start: string;
  details: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
  messagePlaceholder: string;
  contactBy: string;
  contactOptions: [string, string][];
  privacy: string;
  send: string;
};

function contactFields(t: ContactTexts): FieldDefinition[] {
  return [
    field({ id: "title-inquiry", fieldType: "Title", label: t.inquiry }),
    field({ id: "type", fieldType: "SelectList", name: "type_of_inquiry", label: t.type, isRequired: true, options: options(t.types) }),
    field({
      id: "serial",
      fieldType: "TextInput",
      name: "serial_number",
      label: t.serial,
      helpBlockText: t.serialHelp,
      isHelpBlockVisible: true,
      isRequired: true,
      isConditional: true,
      conditionalName: "type_of_inquiry",
      conditionalValue: "support;repair",
    }),
    field({ id: "products", fieldType: "Checkbox", name: "products", label: t.products, options: options(t.productOptions) }),
    field({ id: "quantity", fieldType: "Slider", name: "quantity", label: t.quantity, minValue: 1, maxValue: 1000 }),
    field({ id: "start", fieldType: "DatePicker", name: "project_start", label: t.start }),
    field({ id: "title-details", fieldType: "Title", label: t.details }),
    field({ id: "first-name", fieldType: "TextInput", name: "first_name", label: t.firstName }),
    field({ id: "last-name", fieldType: "TextInput", name: "last_name", label: t.lastName, isRequired: true }),
    field({ id: "email", fieldType: "TextInput", name: "email", label: t.email, isRequired: true, placeholder: "name@company.com", isPlaceholderVisible: true }),
    field({ id: "company", fieldType: "TextInput", name: "company", label: t.company }),
    field({ id: "message", fieldType: "LongTextInput", name: "message", label: t.message, isRequired: true, placeholder: t.messagePlaceholder, isPlaceholderVisible: true }),
    field({ id: "contact-by", fieldType: "RadioButton", name: "contact_by", label: t.contactBy, options: options(t.contactOptions) }),
    field({ id: "privacy", fieldType: "Checkbox", name: "privacy", label: t.privacy, isRequired: true }),
    field({ id: "source", fieldType: "Hidden", name: "source", defaultValue: "website" }),
    field({ id: "send", fieldType: "Button", label: t.send, buttonText: t.send }),
  ];
}

const CONTACT_EN: ContactTexts = {
  inquiry: "Your inquiry",
  type: "Type of inquiry",
  // "Sales" twice: the public form shows it once (SPEC §5.1 de-duplication).
  types: [
    ["Sales", "sales"],
    ["Technical support", "support"],
    ["Repair and returns", "repair"],
    ["Samples", "samples"],
    ["Sales", "sales"],
    ["Distribution partnership", "partnership"],
    ["Press", "press"],
    ["Other", "other"],
  ],
  serial: "Serial number of the sensor",
  serialHelp: "Printed on the label of the sensor, e.g. VS-2024-00123.",
  products: "Products you are interested in",
  productOptions: [
    ["Humidity sensors", "humidity"],
    ["CO₂ sensors", "co2"],
    ["Flow sensors", "flow"],
    ["Particulate matter sensors", "pm"],
  ],
  quantity: "Annual quantity (thousand units)",
  start: "Planned project start",
  details: "Your details",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  company: "Company",
  message: "Message",
  messagePlaceholder: "How can we help?",
  contactBy: "Preferred contact",
  contactOptions: [
    ["E-mail", "email"],
    ["Phone", "phone"],
  ],
  privacy: "I agree that Vireo Sensors stores my details to answer this inquiry.",
  send: "Send inquiry",
};

const CONTACT_DE: ContactTexts = {
  inquiry: "Ihre Anfrage",
  type: "Art der Anfrage",
  types: [
    ["Verkauf", "sales"],
    ["Technischer Support", "support"],
    ["Reparatur und Rücksendung", "repair"],
    ["Muster", "samples"],
    ["Verkauf", "sales"],
    ["Vertriebspartnerschaft", "partnership"],
    ["Presse", "press"],
    ["Anderes", "other"],
  ],
  serial: "Seriennummer des Sensors",
  serialHelp: "Steht auf dem Etikett des Sensors, z. B. VS-2024-00123.",
  products: "Produkte, die Sie interessieren",
  productOptions: [
    ["Feuchtesensoren", "humidity"],
    ["CO₂-Sensoren", "co2"],
    ["Durchflusssensoren", "flow"],
    ["Feinstaubsensoren", "pm"],
  ],
  quantity: "Jahresmenge (tausend Stück)",
  start: "Geplanter Projektstart",
  details: "Ihre Angaben",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail",
  company: "Firma",
  message: "Nachricht",
  messagePlaceholder: "Wie können wir helfen?",
  contactBy: "Bevorzugte Kontaktaufnahme",
  contactOptions: [
    ["E-Mail", "email"],
    ["Telefon", "phone"],
  ],
  privacy: "Ich bin einverstanden, dass Vireo Sensors meine Angaben zur Beantwortung dieser Anfrage speichert.",
  send: "Anfrage senden",
};

const NEWSLETTER: FieldDefinition[] = [
  field({ id: "email", fieldType: "TextInput", name: "email", label: "E-mail", isRequired: true, isUnique: true }),
  field({ id: "first-name", fieldType: "TextInput", name: "first_name", label: "First name" }),
  field({
    id: "topics",
    fieldType: "Checkbox",
    name: "topics",
    label: "Topics",
    options: options([
      ["Product news", "products"],
      ["Application notes", "applications"],
      ["Events and webinars", "events"],
    ]),
  }),
  field({ id: "send", fieldType: "Button", buttonText: "Subscribe" }),
];

export async function seedForms(db: Db): Promise<void> {
  const rows = [
    { id: SEED_FORM_IDS.contact, title: "Contact form", content: contactFields(CONTACT_EN), destination: "sales@vireo-sensors.example" },
    { id: SEED_FORM_IDS.contactDe, title: "Kontaktformular", content: contactFields(CONTACT_DE), destination: "sales@vireo-sensors.example" },
    { id: SEED_FORM_IDS.newsletter, title: "Newsletter", content: NEWSLETTER, destination: "newsletter" },
  ];
  for (const row of rows) {
    await db
      .insertInto("forms")
      .values({ id: row.id, title: row.title, content: JSON.stringify(row.content), destination: row.destination, additional_buttons: JSON.stringify([]) })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  // Forms created later in the builder continue after the fixed ids.
  await sql`select setval(pg_get_serial_sequence('forms', 'id'), (select max(id) from forms))`.execute(db);
}

/** The contact form as a CUSTOM_FORMS module (German pages show the German form). */
export function contactFormModule(): SeedModule {
  return {
    type: "CUSTOM_FORMS",
    content: perLocale((l) => ({
      heading: { title: t5("Write to us", "Schreiben Sie uns", "给我们留言", "お問い合わせフォーム", "문의하기")[l] },
      formId: contactFormId(l),
      display: "inline",
    })),
  };
}
