import { defineModule } from "../define-module";
import { Corresponding } from "./corresponding";
import { correspondingEditor } from "./editor";
import { corresponding } from "./schema";

export default defineModule({ type: "CORRESPONDING", order: 16, schema: corresponding, editor: correspondingEditor, render: Corresponding });
