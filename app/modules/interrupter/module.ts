import { defineModule } from "../define-module";
import { Interrupter } from "./interrupter";
import { interrupterEditor } from "./editor";
import { interrupter } from "./schema";

export default defineModule({ type: "INTERRUPTER", schema: interrupter, editor: interrupterEditor, render: Interrupter });
