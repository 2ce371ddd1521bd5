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
          item: {
            form: "video URL",
            fields: [
              { name: "url", label: "Video address (YouTube)", kind: "text" },
              // SPEC §2.7's video picker: a video of the media library instead of an address.
              { name: "file", label: "Or a video file of the media library", kind: "video" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
