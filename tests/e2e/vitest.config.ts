import { fileURLToPath } from "node:url";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// End-to-end tests: the production build (`npm run build` first) driven over HTTP and by
// playwright-core in the system Chromium. `npm run test:e2e`.
const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root,
  plugins: [tsconfigPaths({ root })],
  test: {
    environment: "node",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000, // two browsers and several own servers share two cores in CI
    // Stopgap, noted in the stop note of 2026-11-25: under that load a few browser tests time out
    // now and then (the ALTCHA solve, a lazy rich-text chunk). A real failure fails twice.
    retry: 1,
    // Tests that passed only on their retry are listed with their first errors (a flake's cause).
    reporters: ["default", "./tests/e2e/retried-reporter.ts"],
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // One file at a time (was 2): this session's new files start their own servers and load the
    // machine, and browser tests beside them timed out. ~10 min per database instead of ~5;
    // parallel again once the heavy files run in a group of their own (stop note 2026-11-25).
    maxWorkers: 1,
    minWorkers: 1,
  },
});
