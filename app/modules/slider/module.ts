import { defineModule } from "../define-module";
import { Slider } from "./slider";
import { sliderEditor } from "./editor";
import { slider } from "./schema";

export default defineModule({ type: "SLIDER", order: 9, schema: slider, editor: sliderEditor, render: Slider, enhanced: true });
