import { contactFormId, SEED_FORM_IDS } from "../../../db/seed/forms";
import type { SeedModule } from "../../../db/seed/insert-page";
import { perLocale, t5 } from "../../../db/seed/localized";
import type { SeedMedia } from "../../../db/seed/media";

/** CUSTOM_FORMS on the style guide page: the contact form in the page, and the newsletter form behind a button. */
export default function customFormsStyleguide(_media: SeedMedia): SeedModule[] {
  return [
    {
      type: "CUSTOM_FORMS",
      layout: { width: "narrow" },
      content: perLocale((l) => ({
        heading: {
          title: "CUSTOM_FORMS",
          lead: t5(
            "A form from the form builder: every field type, a conditional field and the captcha.",
            "Ein Formular aus dem Formular-Builder: alle Feldtypen, ein bedingtes Feld und das Captcha.",
            "来自表单构建器的表单：所有字段类型、一个条件字段和验证码。",
            "フォームビルダーのフォーム：全フィールドタイプ、条件付きフィールド、CAPTCHA。",
            "양식 빌더의 양식: 모든 필드 유형, 조건부 필드 및 캡차.",
          )[l],
        },
        formId: contactFormId(l),
        display: "inline",
      })),
    },
    {
      type: "CUSTOM_FORMS",
      layout: { background: "grey" },
      content: perLocale((l) => ({
        heading: {
          title: t5("CUSTOM_FORMS · form button", "CUSTOM_FORMS · Formular-Schaltfläche", "CUSTOM_FORMS · 表单按钮", "CUSTOM_FORMS · フォームボタン", "CUSTOM_FORMS · 양식 버튼")[l],
        },
        formId: SEED_FORM_IDS.newsletter,
        display: "button",
        buttonLabel: t5("Subscribe to the newsletter", "Newsletter abonnieren", "订阅新闻通讯", "ニュースレターを購読", "뉴스레터 구독")[l],
      })),
    },
  ];
}
