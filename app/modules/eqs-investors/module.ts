import { defineModule } from "../define-module";
import { EqsInvestors } from "./eqs-investors";
import { eqsInvestorsEditor } from "./editor";
import { eqsInvestors } from "./schema";

export default defineModule({ type: "EQS_INVESTORS", order: 41, schema: eqsInvestors, editor: eqsInvestorsEditor, render: EqsInvestors });
