import { defineModule } from "../define-module";
import { Partners } from "./partners";
import { partnersEditor } from "./editor";
import { partners } from "./schema";

export default defineModule({ type: "PARTNERS", order: 33, schema: partners, editor: partnersEditor, render: Partners, enhanced: true });
