import { DEFAULT_LAYOUT, type ModuleLayout } from "~/modules/types";

/** Editor-side layout values (SPEC §3.2) and their public counterparts. */
export const EDITOR_BACKGROUNDS = ["White", "Grey", "Anthracite", "Green", "Orange"] as const;
export const EDITOR_SPACINGS = ["none", "small", "medium", "large"] as const;
export const EDITOR_WIDTHS = ["narrow", "wide"] as const;

export type EditorLayout = {
  background: (typeof EDITOR_BACKGROUNDS)[number];
  spaceLayoutTop: (typeof EDITOR_SPACINGS)[number];
  spaceLayoutBottom: (typeof EDITOR_SPACINGS)[number];
  width: (typeof EDITOR_WIDTHS)[number];
};

const SPACE_TO_PUBLIC = { none: "no-space", small: "sm", medium: "md", large: "lg" } as const;
const SPACE_TO_EDITOR = { "no-space": "none", sm: "small", md: "medium", lg: "large" } as const;

export const DEFAULT_EDITOR_LAYOUT: EditorLayout = toEditorLayout(DEFAULT_LAYOUT);

export function toPublicLayout(layout: EditorLayout): ModuleLayout {
  return {
    background: layout.background.toLowerCase() as ModuleLayout["background"],
    spaceTop: SPACE_TO_PUBLIC[layout.spaceLayoutTop],
    spaceBottom: SPACE_TO_PUBLIC[layout.spaceLayoutBottom],
    width: layout.width,
  };
}

export function toEditorLayout(layout: ModuleLayout): EditorLayout {
  const bg = layout.background;
  return {
    background: (bg.charAt(0).toUpperCase() + bg.slice(1)) as EditorLayout["background"],
    spaceLayoutTop: SPACE_TO_EDITOR[layout.spaceTop],
    spaceLayoutBottom: SPACE_TO_EDITOR[layout.spaceBottom],
    width: layout.width,
  };
}
