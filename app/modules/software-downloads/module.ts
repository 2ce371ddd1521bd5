import { defineModule } from "../define-module";
import { SoftwareDownloads } from "./software-downloads";
import { softwareDownloadsEditor } from "./editor";
import { softwareDownloads } from "./schema";

export default defineModule({ type: "SOFTWARE_DOWNLOADS", order: 12, schema: softwareDownloads, editor: softwareDownloadsEditor, render: SoftwareDownloads });
