import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { positionField } from "./faq";
import { emailField, phoneField } from "./representatives";

export const ADDRESS_LINES_MAX = 8;
export const ADDRESS_LINE_MAX = 200;

/** An address as written, one line each (empty lines skipped), or null when it has too many or too long lines. */
export function addressLines(text: string): string[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > ADDRESS_LINES_MAX || lines.some((line) => line.length > ADDRESS_LINE_MAX) ? null : lines;
}

const latitude = validationMessage("latitude");
const longitude = validationMessage("longitude");

/**
 * Office locations: the offices the office map, contact locations and company location modules
 * show (pages pick them by id). Name, full name, address, map position, contacts and their order.
 * `office_locations` has no texts per locale: nothing is translated.
 */
export const officesKindForm: ContentKindForm = {
  key: "offices",
  titleField: "name",
  slug: false,
  translated: [],
  shape: {
    name: z.string().trim().min(1).max(100),
    nameVerbose: z.string().trim().min(1).max(200),
    addressLines: z
      .string()
      .max(ADDRESS_LINES_MAX * (ADDRESS_LINE_MAX + 2))
      .refine((text) => (addressLines(text)?.length ?? 1) > 0, { message: validationMessage("required") })
      .refine((text) => addressLines(text) !== null, { message: validationMessage("addressLines") }),
    latitude: z.number().min(-90, latitude).max(90, latitude),
    longitude: z.number().min(-180, longitude).max(180, longitude),
    position: positionField,
    phone: phoneField.optional(),
    email: emailField.optional(),
  },
  editor: {
    displayName: "Office locations",
    defaults: { position: 0 },
    groups: [
      {
        id: "office",
        label: "Office",
        fields: [
          { name: "name", label: "Name (e.g. the city)", kind: "text", required: true, maxLength: 100 },
          { name: "nameVerbose", label: "Full name", kind: "text", required: true, maxLength: 200 },
          { name: "addressLines", label: "Address (one line each)", kind: "textarea", required: true, maxLength: ADDRESS_LINES_MAX * (ADDRESS_LINE_MAX + 2) },
          { name: "position", label: "Position (lower comes first)", kind: "number", required: true },
        ],
      },
      {
        id: "map",
        label: "Map",
        fields: [
          { name: "latitude", label: "Latitude (-90 to 90)", kind: "number", required: true, step: "any" },
          { name: "longitude", label: "Longitude (-180 to 180)", kind: "number", required: true, step: "any" },
        ],
      },
      {
        id: "contact",
        label: "Contact",
        fields: [
          { name: "phone", label: "Phone", kind: "text", maxLength: 40 },
          { name: "email", label: "Email", kind: "text", maxLength: 320 },
        ],
      },
    ],
  },
};
