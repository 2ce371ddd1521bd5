import { defineModule } from "../define-module";
import { ProductTable } from "./product-table";
import { productTableEditor } from "./editor";
import { productTable } from "./schema";

export default defineModule({ type: "PRODUCT_TABLE", order: 29, schema: productTable, editor: productTableEditor, render: ProductTable });
