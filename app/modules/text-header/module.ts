import { defineModule } from "../define-module";
import { TextHeader } from "./text-header";
import { textHeaderEditor } from "./editor";
import { textHeader } from "./schema";

export default defineModule({ type: "TEXT_HEADER", order: 5, schema: textHeader, editor: textHeaderEditor, render: TextHeader });
