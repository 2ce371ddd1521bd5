import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Unit and database tests next to the code. End-to-end tests have their own config (tests/e2e).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "tests/architecture/**/*.test.ts", "shared/**/*.test.ts", "db/**/*.test.ts", "server/**/*.test.ts", "migrations/**/*.test.ts", "scripts/**/*.test.ts"],
    // Once: the empty PGlite data folder every in-memory test database starts from (ADR 063).
    globalSetup: ["tests/support/pglite-template.ts"],
    testTimeout: 30_000,
    env: { SESSION_SECRET: "unit-test-session-secret-0123456789abcdef", DATA_DIR: "./data/unit-tests", NODE_ENV: "test" },
    hookTimeout: 60_000,
    // Vitest's default in a run is one worker less than the cores: one worker on the 2-core CI
    // machine, which kept a second core idle (1.1 cores used over the suite; issue 46). Many files
    // wait on a spawned process or a database, so three keep both cores busy.
    maxWorkers: 3,
    minWorkers: 1,
  },
});
