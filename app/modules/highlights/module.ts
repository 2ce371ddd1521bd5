import { defineModule } from "../define-module";
import { Highlights } from "./highlights";
import { highlightsEditor } from "./editor";
import { highlights } from "./schema";

export default defineModule({ type: "HIGHLIGHTS", order: 36, schema: highlights, editor: highlightsEditor, render: Highlights, enhanced: true });
