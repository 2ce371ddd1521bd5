import type { ModuleEditorConfig } from "../editor-types";
import { MAX_EMBEDS } from "./schema";

export const eqsInvestorsEditor = {
  displayName: "Investor embeds",
  defaults: { embeds: [{ height: 600 }] },
  groups: [
    {
      id: "embeds",
      label: "Embeds",
      fields: [
        {
          name: "embeds",
          label: "Embeds",
          kind: "list",
          minItems: 1,
          maxItems: MAX_EMBEDS,
          item: {
            form: "investor embed",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
              { name: "url", label: "Address (https)", kind: "text", required: true, maxLength: 2000 },
              { name: "height", label: "Height in pixels", kind: "number" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
