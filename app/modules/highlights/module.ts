import { defineModule } from "../define-module";
import { Highlights } from "./highlights";
import { highlightsEditor } from "./editor";
import { highlights } from "./schema";

export default defineModule({ type: "HIGHLIGHTS", schema: highlights, editor: highlightsEditor, render: Highlights, enhanced: true });
