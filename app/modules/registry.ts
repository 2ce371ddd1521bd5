import { Accordion } from "./accordion/accordion";
import { CardGroup } from "./card-group/card-group";
import { Cta } from "./cta/cta";
import { Hero } from "./hero/hero";
import { KeyFigures } from "./key-figures/key-figures";
import { TextBlock } from "./text-block/text-block";
import { TextHeader } from "./text-header/text-header";
import type { ModuleRenderer, ModuleType } from "./types";

/**
 * Public renderers by module type. This record defines which types are built: schemas.ts and
 * editors.ts must cover exactly the same keys (tsc fails otherwise). A type not in here renders
 * nothing publicly (logged by the page loader).
 */
export const renderers = {
  TEXT_BLOCK: TextBlock,
  HERO: Hero,
  TEXT_HEADER: TextHeader,
  CARD_GROUP: CardGroup,
  ACCORDION: Accordion,
  KEY_FIGURES: KeyFigures,
  CTA: Cta,
} satisfies Partial<Record<ModuleType, ModuleRenderer>>;

export type BuiltModuleType = keyof typeof renderers;

export function isBuiltModuleType(type: string): type is BuiltModuleType {
  return Object.prototype.hasOwnProperty.call(renderers, type);
}
