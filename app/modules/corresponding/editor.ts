import type { ModuleEditorConfig } from "../editor-types";
import { MAX_TEASERS } from "./schema";

export const correspondingEditor = {
  displayName: "Related topics",
  defaults: { teasers: [{}] },
  groups: [
    {
      id: "teasers",
      label: "Teasers",
      fields: [
        {
          name: "teasers",
          label: "Teasers",
          kind: "list",
          maxItems: MAX_TEASERS,
          item: {
            form: "teaser",
            fields: [
              { name: "tag", label: "Tag", kind: "text", maxLength: 50 },
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 60 },
              { name: "body", label: "Body", kind: "textarea", required: true, maxLength: 150 },
              { name: "image", label: "Image", kind: "image" },
              { name: "linkTitle", label: "Link title", kind: "text", required: true, maxLength: 50 },
              { name: "link", label: "Link", kind: "link", required: true },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
