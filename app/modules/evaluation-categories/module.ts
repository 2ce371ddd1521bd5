import { defineModule } from "../define-module";
import { EvaluationCategories } from "./evaluation-categories";
import { evaluationCategoriesEditor } from "./editor";
import { evaluationCategories } from "./schema";

export default defineModule({ type: "EVALUATION_CATEGORIES", order: 11, schema: evaluationCategories, editor: evaluationCategoriesEditor, render: EvaluationCategories });
