// Bundles server/main.ts (our node:http server) to build/main.js; packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
