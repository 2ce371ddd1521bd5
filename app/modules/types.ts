import type { ComponentType } from "react";
import type { Locale } from "~/i18n/locales";
import { MODULE_TYPES } from "./types.generated";

/** Every module type of SPEC §3.1, in its order: generated from the folders (npm run modules:index). */
export { MODULE_TYPES };
export type ModuleType = (typeof MODULE_TYPES)[number];

export function isModuleType(value: string): value is ModuleType {
  return (MODULE_TYPES as readonly string[]).includes(value);
}

/** SPEC §3.2: background colours, spacing and width shared by every module (public values). */
export const BACKGROUNDS = ["white", "grey", "anthracite", "green", "orange"] as const;
export const SPACINGS = ["no-space", "sm", "md", "lg"] as const;
export const WIDTHS = ["narrow", "wide"] as const;

export type ModuleLayout = {
  background: (typeof BACKGROUNDS)[number];
  spaceTop: (typeof SPACINGS)[number];
  spaceBottom: (typeof SPACINGS)[number];
  width: (typeof WIDTHS)[number];
};

export const DEFAULT_LAYOUT: ModuleLayout = { background: "white", spaceTop: "md", spaceBottom: "md", width: "wide" };

/** A resolved link as stored in module content (SPEC §3.4). `href` is computed when saved. */
export type LinkValue = {
  text?: string;
  linkType: "internal" | "external" | "download" | "anchor";
  target?: "auto" | "_blank" | "_self";
  href: string;
  pageId?: number;
  anchorId?: string;
};

/** An image as stored in module content: a snapshot of the picked media row. */
/** A media snapshot in module data (resolve-references.server.ts): decorative images have empty alt text on purpose. */
export type ImageValue = { id: number; url: string; alt?: string; width?: number; height?: number; decorative?: boolean; focalX?: number; focalY?: number };

/** SPEC §3.2 heading carried by every module. */
export type ModuleHeading = { title?: string; lead?: string; linkTitle?: string; link?: LinkValue };

/**
 * What a public renderer receives: the module's parsed data for the current locale, and for
 * modules with a `load.server.ts` the rows it read (news, jobs, products…).
 */
export type ModuleProps<Data, Rows = unknown> = { id: string; data: Data; locale: Locale; index: number; rows: Rows };

// Rows are `any` here: each renderer types the rows its own loader returns (ModuleProps<Data, Rows>).
export type ModuleRenderer<Data = any> = ComponentType<ModuleProps<Data, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A module as the page loader hands it to the page: parsed, sanitized, ready to render. */
export type PageModule = {
  id: string;
  type: ModuleType;
  layout: ModuleLayout;
  heading: ModuleHeading;
  data: Record<string, unknown>;
  /** Rows read by the type's server loader (app/modules/loaders.server.ts), if it has one. */
  rows?: unknown;
};
