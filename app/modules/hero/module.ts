import { defineModule } from "../define-module";
import { Hero } from "./hero";
import { heroEditor } from "./editor";
import { hero } from "./schema";

export default defineModule({ type: "HERO", order: 2, schema: hero, editor: heroEditor, render: Hero });
