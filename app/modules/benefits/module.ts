import { defineModule } from "../define-module";
import { Benefits } from "./benefits";
import { benefitsEditor } from "./editor";
import { benefits } from "./schema";

export default defineModule({ type: "BENEFITS", order: 31, schema: benefits, editor: benefitsEditor, render: Benefits });
