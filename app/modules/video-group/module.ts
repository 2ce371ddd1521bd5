import { defineModule } from "../define-module";
import { VideoGroup } from "./video-group";
import { videoGroupEditor } from "./editor";
import { videoGroup } from "./schema";

export default defineModule({ type: "VIDEO_GROUP", order: 20, schema: videoGroup, editor: videoGroupEditor, render: VideoGroup, enhanced: true });
