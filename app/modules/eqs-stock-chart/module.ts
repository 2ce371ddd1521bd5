import { defineModule } from "../define-module";
import { EqsStockChart } from "./eqs-stock-chart";
import { eqsStockChartEditor } from "./editor";
import { eqsStockChart } from "./schema";

export default defineModule({ type: "EQS_STOCK_CHART", order: 40, schema: eqsStockChart, editor: eqsStockChartEditor, render: EqsStockChart, enhanced: true });
