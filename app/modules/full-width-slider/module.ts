import { defineModule } from "../define-module";
import { FullWidthSlider } from "./full-width-slider";
import { fullWidthSliderEditor } from "./editor";
import { fullWidthSlider } from "./schema";

export default defineModule({ type: "FULL_WIDTH_SLIDER", order: 19, schema: fullWidthSlider, editor: fullWidthSliderEditor, render: FullWidthSlider, enhanced: true });
