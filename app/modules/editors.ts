import { accordionEditor } from "./accordion/editor";
import { cardGroupEditor } from "./card-group/editor";
import { ctaEditor } from "./cta/editor";
import type { ModuleEditorConfig } from "./editor-types";
import { heroEditor } from "./hero/editor";
import { keyFiguresEditor } from "./key-figures/editor";
import type { BuiltModuleType } from "./registry";
import { textBlockEditor } from "./text-block/editor";
import { textHeaderEditor } from "./text-header/editor";

/** Editor configs by type. Only editor routes import this file. */
export const moduleEditors = {
  TEXT_BLOCK: textBlockEditor,
  HERO: heroEditor,
  TEXT_HEADER: textHeaderEditor,
  CARD_GROUP: cardGroupEditor,
  ACCORDION: accordionEditor,
  KEY_FIGURES: keyFiguresEditor,
  CTA: ctaEditor,
} satisfies Record<BuiltModuleType, ModuleEditorConfig>;
