import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";

/** The regions the channel partners and representatives pages group by (translated for visitors). */
export const DIRECTORY_REGIONS = ["Europe", "Americas", "Asia Pacific"] as const;

export const regionField = z.enum(DIRECTORY_REGIONS);
export const regionEditorField = { name: "region", label: "Region", kind: "select", required: true, options: DIRECTORY_REGIONS.map((value) => ({ value, label: value })) } as const;

/** A country by its English name, as visitors' pages look it up to show it in their language. */
export const countryField = z.string().trim().min(1).max(100);
export const countryEditorField = { name: "country", label: "Country (English name, e.g. Switzerland)", kind: "text", required: true, maxLength: 100 } as const;

/** Whether a web address is a whole http(s) address with a host (no javascript: or data: addresses). */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    return new URL(text).hostname !== "";
  } catch {
    return false;
  }
}

/** A web address visitors open (one message for every wrong one). */
export const webAddressField = z.string().trim().max(2000).refine(isWebAddress, { message: validationMessage("url") });

/**
 * Channel partners: a distributor's name, country, region and website, listed by region on the
 * channel partners page. `channel_partners` has no texts per locale: nothing is translated.
 */
export const partnersKindForm: ContentKindForm = {
  key: "partners",
  titleField: "name",
  slug: false,
  translated: [],
  shape: {
    name: z.string().trim().min(1).max(200),
    country: countryField,
    region: regionField,
    url: webAddressField,
  },
  editor: {
    displayName: "Channel partners",
    defaults: { region: DIRECTORY_REGIONS[0] },
    groups: [
      {
        id: "partner",
        label: "Channel partner",
        fields: [
          { name: "name", label: "Name", kind: "text", required: true, maxLength: 200 },
          countryEditorField,
          regionEditorField,
          { name: "url", label: "Website", kind: "text", required: true, maxLength: 2000 },
        ],
      },
    ],
  },
};
