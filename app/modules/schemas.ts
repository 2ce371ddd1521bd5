import { accordion } from "./accordion/schema";
import { cardGroup } from "./card-group/schema";
import type { ModuleSchema } from "./common-schema";
import { cta } from "./cta/schema";
import { hero } from "./hero/schema";
import { keyFigures } from "./key-figures/schema";
import type { BuiltModuleType } from "./registry";
import { textBlock } from "./text-block/schema";
import { textHeader } from "./text-header/schema";

/** Module data schemas by type: the server parses stored data with these; the editor validates with them. */
export const moduleSchemas: Record<BuiltModuleType, ModuleSchema> = {
  TEXT_BLOCK: textBlock,
  HERO: hero,
  TEXT_HEADER: textHeader,
  CARD_GROUP: cardGroup,
  ACCORDION: accordion,
  KEY_FIGURES: keyFigures,
  CTA: cta,
};
