import { defineModule } from "../define-module";
import { News } from "./news";
import { newsEditor } from "./editor";
import { news } from "./schema";

export default defineModule({ type: "NEWS", order: 18, schema: news, editor: newsEditor, render: News });
