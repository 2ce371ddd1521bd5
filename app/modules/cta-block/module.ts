import { defineModule } from "../define-module";
import { CtaBlock } from "./cta-block";
import { ctaBlockEditor } from "./editor";
import { ctaBlock } from "./schema";

export default defineModule({ type: "CTA_BLOCK", order: 30, schema: ctaBlock, editor: ctaBlockEditor, render: CtaBlock });
