import { defineModule } from "../define-module";
import { WayToStart } from "./way-to-start";
import { wayToStartEditor } from "./editor";
import { wayToStart } from "./schema";

export default defineModule({ type: "WAY_TO_START", order: 34, schema: wayToStart, editor: wayToStartEditor, render: WayToStart, enhanced: true });
