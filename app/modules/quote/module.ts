import { defineModule } from "../define-module";
import { Quote } from "./quote";
import { quoteEditor } from "./editor";
import { quote } from "./schema";

export default defineModule({ type: "QUOTE", order: 14, schema: quote, editor: quoteEditor, render: Quote });
