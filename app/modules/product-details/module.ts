import { defineModule } from "../define-module";
import { ProductDetails } from "./product-details";
import { productDetailsEditor } from "./editor";
import { productDetails } from "./schema";

export default defineModule({ type: "PRODUCT_DETAILS", order: 46, schema: productDetails, editor: productDetailsEditor, render: ProductDetails });
