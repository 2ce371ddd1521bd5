import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Layer lines (ADR 055): the patterns of no-restricted-imports, one per line of the picture.
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const APP_BELOW_SERVER = {
  regex: "^(\\.\\./)+(server|scripts|tests)(/|$)",
  message: "app/ never imports server/, scripts/ or tests/ (they sit above it, ADR 055): move what both need into app/ (or shared/), or have the server pass it in.",
};
const OUTSIDE_THE_EDITOR = {
  regex: "^(~/|\\./|(\\.\\./)+)editor/",
  message:
    "Only app/routes, app/root.tsx, the CMS page dispatcher (app/screens/cms-page*) and a module's editor.ts import the editor wing (app/editor): move what both sides need down (app/cms, app/content, app/lib, app/forms, app/site), or move this file into app/editor (ADR 055).",
};
const CMS_BELOW_MODULES = {
  regex: "^(~/|(\\.\\./)+)modules/(?!shared/)[^/]+/",
  message:
    "app/cms never imports a module type's folder (app/modules/<type>/): the CMS stores and serves any module through the registry (app/modules/*.ts); move what it needs from one type down into app/cms or the registry (ADR 055).",
};
const DB_BELOW_APP = {
  regex: "^(~/|(\\.\\./)+(app|server|scripts)(/|$))",
  message: "db/ and migrations/ never import app/, server/ or scripts/: pure helpers live in shared/ (or db/), app work is passed in by the caller, e.g. seed(db, reindexAll) (ADR 055).",
};

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".cache/", "public/build/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Layering (issue 21.4 and 42, ADR 055): shared/ ← db/ ← app/ (the editor wing above the rest of
  // app/) ← server/, scripts/, tests. Each line is proved by a case in shared/layers.test.ts; the
  // import cycles are tests/architecture/import-cycles.test.ts, and layer-walls.test.ts there draws
  // the editor's, db/'s and shared/'s walls again on resolved imports (lazy import() too, which this
  // rule does not read). A file matched by two of these
  // blocks gets the later block's list only (flat config replaces a rule's options), so each
  // block repeats the lines of the blocks before it.
  {
    files: ["app/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [APP_BELOW_SERVER] }] },
  },
  // The editor wing (app/editor/**): only the routes, the root route (its lazy toolbar and CSS),
  // the CMS page dispatcher and a module's own editor.ts (its form description) may import it.
  {
    files: ["app/**"],
    ignores: [...TESTS, "app/editor/**", "app/routes/**", "app/root.tsx", "app/screens/cms-page.tsx", "app/screens/cms-page*.{ts,tsx}", "app/screens/cms-page/**", "app/modules/*/editor.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [APP_BELOW_SERVER, OUTSIDE_THE_EDITOR] }] },
  },
  // The CMS (stored pages, revisions, schedules, redirects) knows module types only through the
  // registry in app/modules/*.ts, never one type's folder.
  {
    files: ["app/cms/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [APP_BELOW_SERVER, OUTSIDE_THE_EDITOR, CMS_BELOW_MODULES] }] },
  },
  // db/ (schema, connection, migrations' runner, seed, backup) and the migrations never import the
  // app, the server or the scripts: what they need from above is passed in by the caller
  // (seed(db, reindexAll), the logger, the configuration).
  {
    files: ["db/**", "migrations/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [DB_BELOW_APP] }] },
  },
  {
    files: ["shared/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|(\\.\\./)+(app|db|server|scripts|tests)(/|$))", message: "shared/ is the bottom layer: it imports only packages and shared/ (ADR 055)." }] },
      ],
    },
  },
  // Migrations run over Kysely<any> by design: they must not depend on today's schema types.
  { files: ["migrations/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
);
