import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { countryEditorField, countryField, regionEditorField, regionField } from "./partners";

/** A phone number as people write it ("+41 44 555 01 00"): visitors call it through a tel: link. */
export const PHONE = /^\+?[\d\s()./-]*$/;
export const phoneField = z
  .string()
  .trim()
  .max(40)
  .refine((phone) => PHONE.test(phone) && phone.replace(/\D/g, "").length >= 4, { message: validationMessage("phone") });

export const emailField = z.string().trim().max(320).email();

/**
 * Representatives: a sales contact's name, region, country, e-mail and phone, listed by region on
 * the representatives page. `representatives` has no texts per locale: nothing is translated.
 */
export const representativesKindForm: ContentKindForm = {
  key: "representatives",
  titleField: "name",
  slug: false,
  translated: [],
  shape: {
    name: z.string().trim().min(1).max(200),
    region: regionField,
    country: countryField,
    email: emailField,
    phone: phoneField,
  },
  editor: {
    displayName: "Representatives",
    defaults: { region: "Europe" },
    groups: [
      {
        id: "representative",
        label: "Representative",
        fields: [
          { name: "name", label: "Name", kind: "text", required: true, maxLength: 200 },
          regionEditorField,
          countryEditorField,
          { name: "email", label: "Email", kind: "text", required: true, maxLength: 320 },
          { name: "phone", label: "Phone", kind: "text", required: true, maxLength: 40 },
        ],
      },
    ],
  },
};
