import type { ModuleEditorConfig } from "../editor-types";
import { CTA_BLOCK_MAX_TOPICS } from "./schema";

export const ctaBlockEditor = {
  displayName: "CTA block",
  defaults: { topics: [{ title: "" }] },
  groups: [
    {
      id: "topics",
      label: "Topics",
      fields: [
        {
          name: "topics",
          label: "Topics",
          kind: "list",
          minItems: 1,
          maxItems: CTA_BLOCK_MAX_TOPICS,
          item: {
            form: "topic",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
              { name: "body", label: "Body", kind: "textarea", maxLength: 300 },
              { name: "image", label: "Image", kind: "image", required: true },
              { name: "linkTitle", label: "Button title", kind: "text", maxLength: 50 },
              { name: "link", label: "Button link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
