import { defineModule } from "../define-module";
import { Cta } from "./cta";
import { ctaEditor } from "./editor";
import { cta } from "./schema";

export default defineModule({ type: "CTA", order: 24, schema: cta, editor: ctaEditor, render: Cta });
