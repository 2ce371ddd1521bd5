import { defineModule } from "../define-module";
import { Webinars } from "./webinars";
import { webinarsEditor } from "./editor";
import { webinars } from "./schema";

export default defineModule({ type: "WEBINARS", order: 17, schema: webinars, editor: webinarsEditor, render: Webinars });
