import { defineModule } from "../define-module";
import { Interrupter } from "./interrupter";
import { interrupterEditor } from "./editor";
import { interrupter } from "./schema";

export default defineModule({ type: "INTERRUPTER", order: 21, schema: interrupter, editor: interrupterEditor, render: Interrupter });
