import { defineModule } from "../define-module";
import { ProductSlider } from "./product-slider";
import { productSliderEditor } from "./editor";
import { productSlider } from "./schema";

export default defineModule({ type: "PRODUCT_SLIDER", order: 15, schema: productSlider, editor: productSliderEditor, render: ProductSlider, enhanced: true });
