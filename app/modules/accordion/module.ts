import { defineModule } from "../define-module";
import { Accordion } from "./accordion";
import { accordionEditor } from "./editor";
import { accordion } from "./schema";

export default defineModule({ type: "ACCORDION", order: 28, schema: accordion, editor: accordionEditor, render: Accordion });
