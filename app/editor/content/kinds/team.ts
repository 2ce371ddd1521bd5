import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { mediaRefField } from "./shared-fields";

/** The organisation levels the CV module groups members by (its headings name them). */
export const ORGANISATION_LEVELS = ["0", "1"] as const;
export const POSITION_ORDER_MAX = 9999;

const positionOrder = z
  .number()
  .int(validationMessage("positionOrder"))
  .min(0, validationMessage("positionOrder"))
  .max(POSITION_ORDER_MAX, validationMessage("positionOrder"))
  .optional();

/** The CV module's contact link: web, mail or phone (what the module shows as a link). */
const contactUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()/-]{3,40})$/i, { message: validationMessage("contactUrl") })
  .optional();

const linkedinUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https:\/\/[^\s]+$/i, { message: validationMessage("https") })
  .optional();

/** Team members of the CV module: name and portrait, links, level and order, texts per language. */
export const teamKindForm: ContentKindForm = {
  key: "team",
  titleField: "name",
  slug: false,
  translated: ["position", "additionalText", "summary", "experience", "education"],
  shape: {
    name: z.string().trim().min(1).max(200),
    position: z.string().trim().min(1).max(200),
    image: mediaRefField,
    contactUrl,
    linkedinUrl,
    organisationLevel: z.enum(ORGANISATION_LEVELS),
    positionOrder,
    additionalText: z.string().trim().max(600).optional(),
    summary: z.string().trim().max(2000).optional(),
    experience: z.string().trim().max(4000).optional(),
    education: z.string().trim().max(4000).optional(),
  },
  editor: {
    displayName: "Team",
    defaults: { organisationLevel: "0" },
    groups: [
      {
        id: "member",
        label: "Team member",
        fields: [
          { name: "name", label: "Name", kind: "text", required: true, maxLength: 200 },
          { name: "position", label: "Position", kind: "text", required: true, maxLength: 200 },
          { name: "image", label: "Portrait", kind: "image" },
          { name: "contactUrl", label: "Contact address (https, mailto: or tel:)", kind: "text", maxLength: 2000 },
          { name: "linkedinUrl", label: "LinkedIn profile (https)", kind: "text", maxLength: 2000 },
          {
            name: "organisationLevel",
            label: "Organisation level",
            kind: "select",
            options: [
              { value: "0", label: "Board of Directors" },
              { value: "1", label: "Executive Committee" },
            ],
          },
          { name: "positionOrder", label: "Order within the level", kind: "number" },
          { name: "additionalText", label: "Additional text", kind: "textarea", maxLength: 600 },
          { name: "summary", label: "Summary", kind: "textarea", maxLength: 2000 },
          { name: "experience", label: "Experience (one entry per line)", kind: "textarea", maxLength: 4000 },
          { name: "education", label: "Education (one entry per line)", kind: "textarea", maxLength: 4000 },
        ],
      },
    ],
  },
};
