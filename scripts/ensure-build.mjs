// `npm start` on a fresh clone: build once when there is no build, or when the sources are newer.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const marker = "build/main.js";

function newest(dir) {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    latest = Math.max(latest, stat.isDirectory() ? newest(full) : stat.mtimeMs);
  }
  return latest;
}

const sources = ["app", "db", "migrations", "server", "locales", "public"].filter((d) => existsSync(d));
const stale = !existsSync(marker) || Math.max(...sources.map(newest)) > statSync(marker).mtimeMs;
if (stale) {
  console.log("Building the site (first start or changed sources)…");
  execSync("npm run build", { stdio: "inherit" });
}
