import { defineModule } from "../define-module";
import { SoftwareDownloads } from "./software-downloads";
import { softwareDownloadsEditor } from "./editor";
import { softwareDownloads } from "./schema";

export default defineModule({ type: "SOFTWARE_DOWNLOADS", schema: softwareDownloads, editor: softwareDownloadsEditor, render: SoftwareDownloads });
