import type { ModuleEditorConfig } from "../editor-types";

export const videoGroupEditor = {
  displayName: "Video",
  quickEntry: "Video",
  defaults: { videos: [{ url: "" }] },
  groups: [
    {
      id: "videos",
      label: "Videos",
      fields: [
        {
          name: "videos",
          label: "Videos",
          kind: "list",
          minItems: 1,
          maxItems: 3,
          item: {
            form: "video URL",
            fields: [{ name: "url", label: "Video address (YouTube)", kind: "text", required: true, maxLength: 500 }],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
