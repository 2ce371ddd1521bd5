import type { ModuleEditorConfig } from "../editor-types";

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
          item: {
            form: "investor embed",
            fields: [
              { name: "title", label: "Title", kind: "text" },
              { name: "url", label: "Address (https)", kind: "text" },
              { name: "height", label: "Height in pixels", kind: "number" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
