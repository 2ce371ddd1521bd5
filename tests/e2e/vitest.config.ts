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
    testTimeout: 30_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // Two cores here: one server plus two browsers at a time is the sweet spot.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
