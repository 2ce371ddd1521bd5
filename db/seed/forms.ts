import { sql } from "kysely";
import type { FieldDefinition } from "../../shared/form-definition";
import type { Db } from "../index";
import type { SeedModule } from "./insert-page";
import { perLocale, t5 } from "./localized";

// Example form-builder forms (SPEC §3.3): a contact form in each locale (every field type,
// a conditional field, a duplicated option, a hidden field) and a newsletter sign-up. Fixed ids so
// the seeded CUSTOM_FORMS modules can name them.

export const SEED_FORM_IDS = { contact: 1, contactDe: 2, newsletter: 3, contactCn: 4, contactJp: 5, contactKr: 6 } as const;

const CONTACT_FORM_IDS: Record<string, number> = {
  de: SEED_FORM_IDS.contactDe,
  cn: SEED_FORM_IDS.contactCn,
  jp: SEED_FORM_IDS.contactJp,
  kr: SEED_FORM_IDS.contactKr,
};

/** The contact form a page of a locale shows (forms have no locale: one form per language). */
export const contactFormId = (locale: string) => CONTACT_FORM_IDS[locale] ?? SEED_FORM_IDS.contact;

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

const CONTACT_CN: ContactTexts = {
  inquiry: "您的咨询",
  type: "咨询类型",
  types: [
    ["销售", "sales"],
    ["技术支持", "support"],
    ["维修与退货", "repair"],
    ["样品", "samples"],
    ["销售", "sales"],
    ["分销合作", "partnership"],
    ["媒体", "press"],
    ["其他", "other"],
  ],
  serial: "传感器序列号",
  serialHelp: "印在传感器标签上，例如 VS-2024-00123。",
  products: "您感兴趣的产品",
  productOptions: [
    ["湿度传感器", "humidity"],
    ["二氧化碳传感器", "co2"],
    ["流量传感器", "flow"],
    ["颗粒物传感器", "pm"],
  ],
  quantity: "年需求量（千件）",
  start: "计划项目启动日期",
  details: "您的信息",
  firstName: "名",
  lastName: "姓",
  email: "电子邮箱",
  company: "公司",
  message: "留言",
  messagePlaceholder: "我们能为您做些什么？",
  contactBy: "首选联系方式",
  contactOptions: [
    ["电子邮件", "email"],
    ["电话", "phone"],
  ],
  privacy: "我同意 Vireo Sensors 保存我的信息以答复本次咨询。",
  send: "提交咨询",
};

const CONTACT_JP: ContactTexts = {
  inquiry: "お問い合わせ内容",
  type: "お問い合わせの種類",
  types: [
    ["営業", "sales"],
    ["技術サポート", "support"],
    ["修理・返品", "repair"],
    ["サンプル", "samples"],
    ["営業", "sales"],
    ["販売代理店契約", "partnership"],
    ["報道関係", "press"],
    ["その他", "other"],
  ],
  serial: "センサーのシリアル番号",
  serialHelp: "センサーのラベルに印字されています（例：VS-2024-00123）。",
  products: "ご興味のある製品",
  productOptions: [
    ["湿度センサー", "humidity"],
    ["CO₂センサー", "co2"],
    ["流量センサー", "flow"],
    ["粒子状物質センサー", "pm"],
  ],
  quantity: "年間数量（千個）",
  start: "プロジェクト開始予定日",
  details: "お客様情報",
  firstName: "名",
  lastName: "姓",
  email: "メールアドレス",
  company: "会社名",
  message: "メッセージ",
  messagePlaceholder: "どのようなご用件でしょうか？",
  contactBy: "ご希望の連絡方法",
  contactOptions: [
    ["メール", "email"],
    ["電話", "phone"],
  ],
  privacy: "このお問い合わせへの回答のため、Vireo Sensors が私の情報を保存することに同意します。",
  send: "送信する",
};

const CONTACT_KR: ContactTexts = {
  inquiry: "문의 내용",
  type: "문의 유형",
  types: [
    ["영업", "sales"],
    ["기술 지원", "support"],
    ["수리 및 반품", "repair"],
    ["샘플", "samples"],
    ["영업", "sales"],
    ["유통 파트너십", "partnership"],
    ["언론", "press"],
    ["기타", "other"],
  ],
  serial: "센서 일련번호",
  serialHelp: "센서 라벨에 인쇄되어 있습니다(예: VS-2024-00123).",
  products: "관심 있는 제품",
  productOptions: [
    ["습도 센서", "humidity"],
    ["CO₂ 센서", "co2"],
    ["유량 센서", "flow"],
    ["미세먼지 센서", "pm"],
  ],
  quantity: "연간 수량(천 개)",
  start: "프로젝트 시작 예정일",
  details: "고객 정보",
  firstName: "이름",
  lastName: "성",
  email: "이메일",
  company: "회사",
  message: "메시지",
  messagePlaceholder: "무엇을 도와드릴까요?",
  contactBy: "선호하는 연락 방법",
  contactOptions: [
    ["이메일", "email"],
    ["전화", "phone"],
  ],
  privacy: "본 문의에 답변하기 위해 Vireo Sensors가 제 정보를 저장하는 데 동의합니다.",
  send: "문의 보내기",
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
    { id: SEED_FORM_IDS.contactCn, title: "联系表单", content: contactFields(CONTACT_CN), destination: "sales@vireo-sensors.example" },
    { id: SEED_FORM_IDS.contactJp, title: "お問い合わせフォーム", content: contactFields(CONTACT_JP), destination: "sales@vireo-sensors.example" },
    { id: SEED_FORM_IDS.contactKr, title: "문의 양식", content: contactFields(CONTACT_KR), destination: "sales@vireo-sensors.example" },
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

/** The contact form as a CUSTOM_FORMS module (each locale's page shows the form in its language). */
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
