import { defineModule } from "../define-module";
import { DocumentCategories } from "./document-categories";
import { documentCategoriesEditor } from "./editor";
import { documentCategories } from "./schema";

export default defineModule({ type: "DOCUMENT_CATEGORIES", order: 35, schema: documentCategories, editor: documentCategoriesEditor, render: DocumentCategories });
