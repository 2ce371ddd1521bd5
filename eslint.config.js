import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  // Layering (issue 21.4, ADR 055): shared/ ← db/ ← app/ ← server/, scripts/. What renders or
  // loads a module, the public content and the forms never reach into the editor (a module's
  // editor.ts, its form definition, may; tests may cross any line).
  {
    files: ["app/modules/**", "app/content/**", "app/forms/**"],
    ignores: ["app/modules/*/editor.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|(\\.\\./)+)editor/", message: "Modules, content and forms never import editor code: move what both need down (app/lib, app/forms, app/content)." }] },
      ],
    },
  },
  // The seed writes rows; what the app derives from them (the search index) is the caller's (seed(db, reindexAll)).
  {
    files: ["db/seed/**", "db/seed-scale/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|(\\.\\./)+app(/|$))", message: "db/seed never imports app/: pure helpers live in shared/, app work is passed in by the caller (ADR 055)." }] },
      ],
    },
  },
  {
    files: ["shared/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|(\\.\\./)+(app|db|server|scripts)(/|$))", message: "shared/ is the bottom layer: it imports only packages and shared/ (ADR 055)." }] },
      ],
    },
  },
  // Migrations run over Kysely<any> by design: they must not depend on today's schema types.
  { files: ["migrations/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
);
