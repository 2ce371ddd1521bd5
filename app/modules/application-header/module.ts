import { defineModule } from "../define-module";
import { ApplicationHeader } from "./application-header";
import { applicationHeaderEditor } from "./editor";
import { applicationHeader } from "./schema";

export default defineModule({ type: "APPLICATION_HEADER", order: 3, schema: applicationHeader, editor: applicationHeaderEditor, render: ApplicationHeader });
