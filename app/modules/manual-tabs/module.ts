import { defineModule } from "../define-module";
import { ManualTabs } from "./manual-tabs";
import { manualTabsEditor } from "./editor";
import { manualTabs } from "./schema";

export default defineModule({ type: "MANUAL_TABS", order: 44, schema: manualTabs, editor: manualTabsEditor, render: ManualTabs, enhanced: true });
