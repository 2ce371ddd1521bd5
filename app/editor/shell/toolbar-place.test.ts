import { describe, expect, it } from "vitest";
import { isEditorScreen } from "./toolbar-place";

describe("isEditorScreen", () => {
  it("is true for the editor's admin screens", () => {
    for (const path of ["/editor", "/editor/pages", "/editor/mail", "/editor/audit", "/editor/forms/3/submissions", "/editor/content/news/4"]) expect(isEditorScreen(path), path).toBe(true);
  });

  it("is false for the site's pages and app routes", () => {
    for (const path of ["/", "/company", "/de/unternehmen", "/products/catalog", "/editorial", "/editors/pages", "/login"]) expect(isEditorScreen(path), path).toBe(false);
  });
});
