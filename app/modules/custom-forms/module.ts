import { defineModule } from "../define-module";
import { CustomForms } from "./custom-forms";
import { customFormsEditor } from "./editor";
import { customForms } from "./schema";

export default defineModule({ type: "CUSTOM_FORMS", order: 45, schema: customForms, editor: customFormsEditor, render: CustomForms, enhanced: true });
