import type { ModuleEditorConfig } from "../editor-types";
import { MAX_MEDIA_TEASERS } from "./schema";

export const mediaTeaserEditor = {
  displayName: "Media teaser",
  defaults: { items: [{ title: "" }] },
  groups: [
    {
      id: "items",
      label: "Media teasers",
      fields: [
        {
          name: "items",
          label: "Media teasers",
          kind: "list",
          minItems: 1,
          maxItems: MAX_MEDIA_TEASERS,
          item: {
            form: "media teaser",
            fields: [
              { name: "image", label: "Image", kind: "image", required: true },
              { name: "tag", label: "Tag", kind: "text", maxLength: 120 },
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
              { name: "body", label: "Body", kind: "textarea", maxLength: 150 },
              { name: "linkTitle", label: "Button title", kind: "text", maxLength: 100 },
              { name: "link", label: "Link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
