import { defineModule } from "../define-module";
import { KeyFigures } from "./key-figures";
import { keyFiguresEditor } from "./editor";
import { keyFigures } from "./schema";

export default defineModule({ type: "KEY_FIGURES", order: 26, schema: keyFigures, editor: keyFiguresEditor, render: KeyFigures });
