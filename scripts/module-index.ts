// npm run modules:index — writes the module index (scripts/module-index-files.ts) after a module
// folder was added, renamed or removed. `--check` only reports stale files (exit 1).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MODULES_DIR, moduleIndexFiles } from "./module-index-files";

const check = process.argv.includes("--check");
const read = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};
let stale = 0;
for (const [name, content] of Object.entries(moduleIndexFiles())) {
  const file = path.join(MODULES_DIR, name);
  if (read(file) === content) continue;
  stale++;
  if (check) console.error(`app/modules/${name} is stale: run npm run modules:index`);
  else writeFileSync(file, content);
}
if (!check) console.log(stale ? `wrote ${stale} module index file(s)` : "module index up to date");
process.exitCode = check && stale ? 1 : 0;
