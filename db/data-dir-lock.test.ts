import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

const dir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded database folder lock", () => {
  it("is taken, refused to a second live process, and released", async () => {
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "server.pid"), String(sleeper.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${sleeper.pid})`);
    } finally {
      sleeper.kill();
      await new Promise((r) => sleeper.once("exit", r));
    }
    // The holder died: its stale pid file is taken over.
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.pid"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.pid"))).toBe(false);
  });
});
