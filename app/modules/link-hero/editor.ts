import type { ModuleEditorConfig } from "../editor-types";
import { LINK_HERO_MAX_LINKS } from "./schema";

export const linkHeroEditor = {
  displayName: "Link hero",
  lowerToolbar: true,
  defaults: { title: "", body: "", links: [{}] },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
        { name: "body", label: "Text", kind: "textarea", maxLength: 300 },
        { name: "image", label: "Background image", kind: "image" },
      ],
    },
    {
      id: "links",
      label: "Quick links",
      fields: [
        {
          name: "links",
          label: "Quick links",
          kind: "list",
          maxItems: LINK_HERO_MAX_LINKS,
          item: {
            form: "link",
            fields: [
              { name: "link", label: "Link", kind: "link", required: true },
              { name: "linkTitle", label: "Link title", kind: "text", maxLength: 130 },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
