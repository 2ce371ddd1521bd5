import { describe, expect, it } from "vitest";
import { isPickerFieldName, readPickerState, withPickerState } from "./picker-params";

describe("the server-rendered picker's URL parameters", () => {
  it("open a picker on the dialog URL, keeping its parameters, and close it again", () => {
    const open = withPickerState("?show_modal=true&module_id=x", { field: "data.items[1].image", page: 2, q: "co2" });
    expect(open).toBe("?show_modal=true&module_id=x&picker=data.items%5B1%5D.image&picker_page=2&picker_q=co2");
    expect(readPickerState(new URLSearchParams(open))).toEqual({ field: "data.items[1].image", page: 2, q: "co2" });
    expect(withPickerState(open, null)).toBe("?show_modal=true&module_id=x");
  });

  it("take only field names under data, and a sane page", () => {
    expect(readPickerState(new URLSearchParams("picker=layout.width"))).toBeNull();
    expect(readPickerState(new URLSearchParams("picker=data.product&picker_page=-3"))).toEqual({ field: "data.product", page: 1, q: "" });
    expect(isPickerFieldName("data.__proto__.x")).toBe(false);
    expect(isPickerFieldName('data.x"><script>')).toBe(false);
  });
});
