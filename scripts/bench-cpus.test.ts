import { spawnSync } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { cpuPlan, onCpus } from "./bench-cpus";

describe("cpuPlan", () => {
  it("is off with BENCH_PIN=0", () => {
    expect(cpuPlan({ BENCH_PIN: "0" })).toBeNull();
  });

  it("puts the servers on the last CPU and the load on the first, when there are two or more", () => {
    const cpus = os.availableParallelism();
    const tasksetThere = spawnSync("taskset", ["-V"]).status === 0;
    expect(cpuPlan({})).toEqual(cpus >= 2 && tasksetThere ? { server: String(cpus - 1), load: "0", all: `0-${cpus - 1}` } : null);
  });
});

describe("onCpus", () => {
  it("runs the command through taskset on the given CPUs, or as it is without", () => {
    expect(onCpus("1", "/usr/bin/wrk", ["-t1", "http://x/"])).toEqual(["taskset", ["-c", "1", "/usr/bin/wrk", "-t1", "http://x/"]]);
    expect(onCpus(undefined, "/usr/bin/wrk", ["-t1"])).toEqual(["/usr/bin/wrk", ["-t1"]]);
  });
});
