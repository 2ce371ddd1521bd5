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
  // Layering (issue 21.4): what renders or loads a module never reaches into the editor; a
  // module's editor.ts (its form definition) and tests may.
  {
    files: ["app/modules/**"],
    ignores: ["app/modules/*/editor.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|(\\.\\./)+)editor/", message: "Modules never import editor code: move what both need down (app/lib, app/forms)." }] },
      ],
    },
  },
  // Migrations run over Kysely<any> by design: they must not depend on today's schema types.
  { files: ["migrations/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
);
