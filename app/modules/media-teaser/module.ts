import { defineModule } from "../define-module";
import { MediaTeaser } from "./media-teaser";
import { mediaTeaserEditor } from "./editor";
import { mediaTeaser } from "./schema";

export default defineModule({ type: "MEDIA_TEASER", order: 10, schema: mediaTeaser, editor: mediaTeaserEditor, render: MediaTeaser, enhanced: true });
