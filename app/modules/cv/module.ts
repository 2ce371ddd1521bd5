import { defineModule } from "../define-module";
import { Cv } from "./cv";
import { cvEditor } from "./editor";
import { cv } from "./schema";

export default defineModule({ type: "CV", order: 25, schema: cv, editor: cvEditor, render: Cv, enhanced: true });
