// Which CPU each side of `npm run bench` runs on. On a 2-core machine the scheduler otherwise
// moves the server and wrk between the cores, and now and then onto the same one: the same case
// then varies by ±25 % from one run to the next. Pinned, each server compared in the cache-hit
// cases (ours, bare Node, nginx) gets a CPU of its own and wrk the other, the same for all of
// them. Renders (cache misses) run on all CPUs, as in production: V8's and libuv's helper
// threads then take the other core.
import { execFileSync } from "node:child_process";
import os from "node:os";

/** The CPU lists for `taskset -c`: the servers on the last CPU, the load generator on the first; all of them. */
export type CpuPlan = { server: string; load: string; all: string };

/** The plan, or null when BENCH_PIN=0, the machine has one CPU, or taskset (util-linux) is missing. */
export function cpuPlan(env: Record<string, string | undefined> = process.env): CpuPlan | null {
  if (env.BENCH_PIN === "0") return null;
  const cpus = os.availableParallelism();
  if (cpus < 2 || !hasTaskset()) return null;
  return { server: String(cpus - 1), load: "0", all: `0-${cpus - 1}` };
}

function hasTaskset(): boolean {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** `command args` as run on `cpus` (through taskset), or unchanged without a CPU list. */
export function onCpus(cpus: string | undefined, command: string, args: string[]): [string, string[]] {
  return cpus ? ["taskset", ["-c", cpus, command, ...args]] : [command, args];
}

/** Moves a running process, all its threads included, onto `cpus`. */
export function moveToCpus(pid: number, cpus: string): void {
  execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
}
