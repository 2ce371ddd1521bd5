import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A PGlite folder can be opened by ONE process (a second one crashes inside the WASM build),
 * so the server claims DATA_DIR with a pid file and a second instance stops with a clear
 * message instead. A pid file left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
            "Stop it first, or set DATABASE_URL to a PostgreSQL server to run several instances.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Cannot lock ${dataDir}`);
}
