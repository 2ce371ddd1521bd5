import { defineModule } from "../define-module";
import { ImageGroup } from "./image-group";
import { imageGroupEditor } from "./editor";
import { imageGroup } from "./schema";

export default defineModule({ type: "IMAGE_GROUP", schema: imageGroup, editor: imageGroupEditor, render: ImageGroup });
