import { defineModule } from "../define-module";
import { OfficeMap } from "./office-map";
import { officeMapEditor } from "./editor";
import { officeMap } from "./schema";

export default defineModule({ type: "OFFICE_MAP", order: 43, schema: officeMap, editor: officeMapEditor, render: OfficeMap, enhanced: true });
