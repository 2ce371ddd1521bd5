import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// ADR 055: the layer lines are eslint's no-restricted-imports in eslint.config.js. These cases
// prove each line is drawn (a config edit that drops one fails here, not silently in review): one
// forbidden import or more per line, and the allowed imports beside it that the line must not catch.
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
    ["shared/pagination.ts", 'import { x } from "../tests/support/schema-errors";'],
    // app/ never imports server/, scripts/ or tests/.
    ["app/entry.server.tsx", 'import { x } from "../server/page-cache";'],
    ["app/lib/logger.server.ts", 'import type { x } from "../../server/main";'],
    ["app/site/not-found.server.ts", 'import { x } from "../../scripts/db-seed";'],
    ["app/lib/format.ts", 'import { x } from "../../tests/support/schema-errors";'],
    // The editor wing: only routes, root, the CMS page dispatcher and a module's editor.ts import it.
    ["app/cms/publish-schedules.server.ts", 'import { x } from "~/editor/content/content-scheduling.server";'],
    ["app/site/not-found.server.ts", 'import { x } from "~/editor/redirects/redirects.server";'],
    ["app/audit/audit-log.server.ts", 'import type { x } from "../editor/shell/screen-head";'],
    ["app/screens/catalog.tsx", 'import { x } from "~/editor/pages/edit-mode";'],
    ["app/entry.client.tsx", 'import { x } from "./editor/shell/editor-toolbar";'],
    ["app/modules/hero/hero.tsx", 'export { x } from "~/editor/fields/field-widget";'],
    ["app/lib/picker-page.server.ts", 'import { x } from "~/editor/pickers/pickers.server";'],
    // app/cms never imports a module type's folder.
    ["app/cms/pages.server.ts", 'import { x } from "~/modules/hero/schema";'],
    ["app/cms/revisions.server.ts", 'import type { x } from "../modules/product-table/editor";'],
    // db/ and migrations/ never import app/, server/ or scripts/.
    ["db/index.ts", 'import { x } from "../app/lib/logger.server";'],
    ["db/backup/index.ts", 'import type { x } from "../../app/config.server";'],
    ["db/migrate.ts", 'import { x } from "../server/start-database";'],
    ["db/seed/index.ts", 'import { x } from "../../scripts/db-seed";'],
    ["db/seed/pages.ts", 'import { x } from "~/modules/types";'],
    ["migrations/index.ts", 'import { x } from "../app/lib/content-events.server";'],
    ["migrations/2026-11-22-001-core.ts", 'import { x } from "~/cms/pages.server";'],
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
    ["server/main.ts", 'import { x } from "../app/editor/content/publish-scheduler.server";'],
    ["scripts/db-seed.ts", 'import { x } from "../app/content/search-index.server";'],
    ["app/routes/editor.audit.tsx", 'import { x } from "~/editor/audit/audit-route.server";'],
    ["app/root.tsx", 'import { x } from "./editor/shell/editor-toolbar";'],
    ["app/screens/cms-page.tsx", 'import { x } from "~/editor/pages/edit-mode";'],
    ["app/screens/cms-page-editor.tsx", 'import { x } from "~/editor/pages/edit-mode";'],
    ["app/modules/hero/editor.ts", 'import { x } from "~/editor/pages/module-form-schema";'],
    ["app/editor/redirects/redirects.server.ts", 'import { x } from "~/cms/redirects.server";'],
    ["app/editor/redirects/redirects.server.ts", 'import { x } from "../shell/validation-messages";'],
    ["app/site/not-found.server.ts", 'import { x } from "~/cms/redirects.server";'],
    ["app/site/site-header.test.tsx", 'import { x } from "~/editor/shell/editor-toolbar";'],
    ["app/cms/pages.server.ts", 'import type { x } from "~/modules/prepare.server";'],
    ["app/cms/cms-page-view.tsx", 'import { x } from "~/modules/shared/use-hydrated";'],
    ["db/backup/postgres.ts", 'import { x } from "../content-channel";'],
    ["db/seed.test.ts", 'import { x } from "../app/content/search-index.server";'],
    ["migrations/index.ts", 'import { x } from "../db/schema";'],
  ])("%s may %s", async (filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});
