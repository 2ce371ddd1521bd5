import { defineModule } from "../define-module";
import { News } from "./news";
import { newsEditor } from "./editor";
import { news } from "./schema";

export default defineModule({ type: "NEWS", schema: news, editor: newsEditor, render: News });
