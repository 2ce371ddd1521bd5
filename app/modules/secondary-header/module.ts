import { defineModule } from "../define-module";
import { SecondaryHeader } from "./secondary-header";
import { secondaryHeaderEditor } from "./editor";
import { secondaryHeader } from "./schema";

export default defineModule({ type: "SECONDARY_HEADER", order: 4, schema: secondaryHeader, editor: secondaryHeaderEditor, render: SecondaryHeader });
