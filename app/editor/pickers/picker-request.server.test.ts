import { describe, expect, it } from "vitest";
import { draftReply, readPickerRequest } from "./picker-request.server";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("a module-form post for the picker", () => {
  it("opens a field's picker on page 1 (Choose…), searches the open one, pages it, and closes it", () => {
    expect(readPickerRequest(form([["_picker", "data.product"]]))).toEqual({ state: { field: "data.product", page: 1, q: "" } });
    const open = [["_picker_open", "data.product"], ["picker_q", "SCD"]] as [string, string][];
    expect(readPickerRequest(form([...open, ["_picker", "data.product"]]))).toEqual({ state: { field: "data.product", page: 1, q: "SCD" } });
    // Another field's Choose… starts that field's picker afresh.
    expect(readPickerRequest(form([...open, ["_picker", "data.series"]]))).toEqual({ state: { field: "data.series", page: 1, q: "" } });
    expect(readPickerRequest(form([...open, ["_picker_page", "3"]]))).toEqual({ state: { field: "data.product", page: 3, q: "SCD" } });
    expect(readPickerRequest(form([...open, ["_picker_done", "1"]]))).toEqual({ state: null });
  });

  it("is no picker request for a plain Save or a field name outside the module data", () => {
    expect(readPickerRequest(form([["data.title", "x"]]))).toBeNull();
    expect(readPickerRequest(form([["_picker", "layout.width"]]))).toBeNull();
  });

  it("hands the typed values back without the picker's own fields and without validation errors", () => {
    const reply = draftReply({ data: { title: "Typed" }, _picker: "data.product", picker_q: "x", _picker_open: "data.product" });
    expect(reply).toEqual({ initialValue: { data: { title: "Typed" } }, error: {} });
    expect(draftReply({}, { "data.image": ["Only images (WebP, JPEG, PNG, AVIF) can be uploaded."] }).error).toEqual({
      "data.image": ["Only images (WebP, JPEG, PNG, AVIF) can be uploaded."],
    });
  });
});
