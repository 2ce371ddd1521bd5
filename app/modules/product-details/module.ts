import { defineModule } from "../define-module";
import { ProductDetails } from "./product-details";
import { productDetailsEditor } from "./editor";
import { productDetails } from "./schema";

export default defineModule({ type: "PRODUCT_DETAILS", schema: productDetails, editor: productDetailsEditor, render: ProductDetails });
