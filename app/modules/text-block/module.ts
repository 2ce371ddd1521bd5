import { defineModule } from "../define-module";
import { TextBlock } from "./text-block";
import { textBlockEditor } from "./editor";
import { textBlock } from "./schema";

export default defineModule({ type: "TEXT_BLOCK", order: 1, schema: textBlock, editor: textBlockEditor, render: TextBlock, enhanced: "collapsible" });
