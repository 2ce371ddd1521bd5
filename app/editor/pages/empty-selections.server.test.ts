import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { moduleEditors } from "~/modules/registry";
import { dropEmptySelections } from "./empty-selections.server";
import { editorErrorMap, moduleFormSchema } from "./module-form-schema";

const post = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("a single-select posted as None", () => {
  it("leaves an optional select empty", () => {
    const form = post([["data.group.id", ""], ["data.group.title", "Old"], ["data.category.id", "Engineering"], ["data.limit", "6"]]);
    dropEmptySelections(moduleEditors.EMPLOYEE_STORIES, form);
    const parsed = parseWithZod(form, { schema: moduleFormSchema("EMPLOYEE_STORIES"), errorMap: editorErrorMap });
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value.data).toEqual(expect.objectContaining({ category: { id: "Engineering" } }));
    expect(parsed.status === "success" && "group" in parsed.value.data).toBe(false);
  });

  it("makes a required one read 'This field is required', and keeps other empty ids alone", () => {
    const form = post([["data.product.id", ""], ["heading.link.pageId", ""]]);
    dropEmptySelections(moduleEditors.PRODUCT_DETAILS, form);
    expect([...form.keys()]).toEqual(["heading.link.pageId"]);
    const parsed = parseWithZod(form, { schema: moduleFormSchema("PRODUCT_DETAILS"), errorMap: editorErrorMap });
    expect(parsed.status === "error" && parsed.error?.["data.product.id"]).toEqual(["This field is required"]);
  });
});
