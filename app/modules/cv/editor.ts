import type { ModuleEditorConfig } from "../editor-types";

export const cvEditor = {
  displayName: "Team / CV",
  defaults: { members: [], groupByLevel: true },
  groups: [
    {
      id: "members",
      label: "Team members",
      fields: [
        // None chosen shows the whole team, ordered by organisation level.
        { name: "members", label: "Team members (empty for all)", kind: "multiSelect", source: "fetchCVs" },
        { name: "groupByLevel", label: "Heading per organisation level", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
