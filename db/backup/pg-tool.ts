import { spawn } from "node:child_process";
import { BackupError } from "./backup-file";

export type PgTool = "pg_dump" | "pg_restore" | "psql";

const MAX_ERROR_LINES = 12;

/**
 * Runs a PostgreSQL client tool, against `databaseUrl` when given, and returns what it printed.
 * The password goes in PGPASSWORD, not on the command line where `ps` would show it. A missing
 * tool or a failure is a BackupError that carries the tool's own error lines.
 */
export function runPgTool(tool: PgTool, args: string[], databaseUrl?: string): Promise<string> {
  const env = { ...process.env };
  const command = [...args];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) {
      env.PGPASSWORD = decodeURIComponent(url.password);
      url.password = "";
    }
    command.push(`--dbname=${url.toString()}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, command, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found on the PATH. Install the PostgreSQL client tools, the server's major version ` +
                "or newer (Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq).",
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) return resolve(stdout);
      const lines = stderr.trim().split("\n").slice(0, MAX_ERROR_LINES).join("\n");
      reject(new BackupError(`${tool} failed (exit code ${code}):\n${lines}`));
    });
  });
}
