import { defineModule } from "../define-module";
import { LinkHero } from "./link-hero";
import { linkHeroEditor } from "./editor";
import { linkHero } from "./schema";

export default defineModule({ type: "LINK_HERO", order: 42, schema: linkHero, editor: linkHeroEditor, render: LinkHero });
