import { defineModule } from "../define-module";
import { ManualTabs } from "./manual-tabs";
import { manualTabsEditor } from "./editor";
import { manualTabs } from "./schema";

export default defineModule({ type: "MANUAL_TABS", schema: manualTabs, editor: manualTabsEditor, render: ManualTabs, enhanced: true });
