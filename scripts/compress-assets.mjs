// Writes <file>.br and <file>.gz next to every compressible file of the client build, at the
// highest levels (done once per build, so visitors get the smallest bytes without the server
// compressing at start or per request). server/static-files.ts serves them by Accept-Encoding.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".ico", ".map"]);
const root = process.argv[2] ?? "build/client";

let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (COMPRESSIBLE.has(path.extname(name))) {
      const body = readFileSync(full);
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${full}.br`, br);
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      files++;
      before += body.length;
      after += br.length;
    }
  }
};
walk(root);
console.log(`compressed ${files} files in ${root}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
