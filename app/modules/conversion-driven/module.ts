import { defineModule } from "../define-module";
import { ConversionDriven } from "./conversion-driven";
import { conversionDrivenEditor } from "./editor";
import { conversionDriven } from "./schema";

export default defineModule({ type: "CONVERSION_DRIVEN", order: 8, schema: conversionDriven, editor: conversionDrivenEditor, render: ConversionDriven });
