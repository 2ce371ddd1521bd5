import { defineModule } from "../define-module";
import { ImageGroup } from "./image-group";
import { imageGroupEditor } from "./editor";
import { imageGroup } from "./schema";

export default defineModule({ type: "IMAGE_GROUP", order: 23, schema: imageGroup, editor: imageGroupEditor, render: ImageGroup });
