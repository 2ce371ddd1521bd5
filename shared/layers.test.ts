import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// ADR 055: the layer lines are eslint's no-restricted-imports in eslint.config.js. These cases
// prove each line is drawn (a config edit that drops one fails here, not silently in review).
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("layer lines", () => {
  it.each([
    ["app/modules/custom-forms/load.server.ts", 'import { x } from "~/editor/pickers/pickers.server";'],
    ["app/modules/custom-forms/load.server.ts", 'import { x } from "../../editor/pickers.server";'],
    ["app/content/search.server.ts", 'import { x } from "~/editor/pages/editor-view.server";'],
    ["app/forms/forms.server.ts", 'import { x } from "../editor/pickers.server";'],
    ["db/seed/forms.ts", 'import { x } from "../../app/forms/form-definition";'],
    ["db/seed/styleguide/slider.ts", 'import { x } from "~/i18n/route-table";'],
    ["db/seed-scale/index.ts", 'import { x } from "../../app/content/search-index.server";'],
    ["shared/route-table.ts", 'import { x } from "../app/lib/pagination";'],
    ["shared/locales.ts", 'export * from "../db/schema";'],
  ])("%s may not %s", async (filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport const y = x;\n`)).toHaveLength(1);
  });

  it.each([
    ["app/modules/custom-forms/editor.ts", 'import { x } from "~/editor/pages/module-form-schema";'],
    ["app/modules/custom-forms/load.server.ts", 'import { x } from "~/lib/picker-page.server";'],
    ["app/modules/custom-forms/custom-forms.test.tsx", 'import { x } from "~/editor/pages/hidden-groups";'],
    ["db/seed/localized.ts", 'import { x } from "../../shared/route-table";'],
    ["app/i18n/route-table.ts", 'export * from "../../shared/route-table";'],
    ["server/start-database.ts", 'import { x } from "../app/content/search-index.server";'],
  ])("%s may %s", async (filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});
