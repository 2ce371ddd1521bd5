import type { ModuleEditorConfig } from "../editor-types";
import { MAX_PARTNER_LOGOS } from "./schema";

export const partnersEditor = {
  displayName: "Logo carousel",
  defaults: { logos: [{}] },
  groups: [
    {
      id: "logos",
      label: "Logos",
      fields: [
        {
          name: "logos",
          label: "Logos",
          kind: "list",
          minItems: 1,
          maxItems: MAX_PARTNER_LOGOS,
          item: {
            form: "partner logo",
            fields: [
              { name: "image", label: "Image", kind: "image", required: true },
              { name: "link", label: "Link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
