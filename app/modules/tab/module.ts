import { defineModule } from "../define-module";
import { Tab } from "./tab";
import { tabEditor } from "./editor";
import { tab } from "./schema";

export default defineModule({ type: "TAB", order: 6, schema: tab, editor: tabEditor, render: Tab, enhanced: true });
