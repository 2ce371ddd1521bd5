import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// A fresh in-memory PGlite runs initdb and compiles its WebAssembly: ~4 s on the CI machine, paid
// by every test file that makes a database. The unit tests' global setup does it once and dumps
// the empty data folder; each test database starts from that dump (~1 s) with the module compiled
// once per worker. The databases are still separate and empty (ADR 063).

const TEMPLATE_ENV = "SENSORSITE_PGLITE_TEMPLATE";

/** Vitest global setup: writes the dump of an empty data folder and names it for the workers. */
export default async function writePgliteTemplate(): Promise<() => void> {
  const pglite = new PGlite();
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = path.join(os.tmpdir(), `sensorsite-pglite-template-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "empty.tar");
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

let start: Promise<{ dataDir: Blob; wasmModule: WebAssembly.Module }> | undefined;

/** The dump and the compiled module for `createDb({ memoryStart })`; undefined without the global setup. */
export function pgliteTemplate(): Promise<{ dataDir: Blob; wasmModule: WebAssembly.Module }> | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return undefined;
  start ??= (async () => {
    const wasm = path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "pglite.wasm");
    return { dataDir: new Blob([readFileSync(file)]), wasmModule: await WebAssembly.compile(readFileSync(wasm)) };
  })();
  return start;
}
