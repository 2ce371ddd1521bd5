import type { Reporter, RunnerTask, RunnerTestFile } from "vitest/node";

/** A test and its describe blocks' names, " > " between them (the file left out). */
function fullName(task: RunnerTask): string {
  const names = [task.name];
  for (let suite = task.suite; suite && !("filepath" in suite); suite = suite.suite) names.unshift(suite.name);
  return names.join(" > ");
}

function* testsOf(task: RunnerTask): Generator<RunnerTask> {
  if (task.type === "test") yield task;
  if ("tasks" in task) for (const child of task.tasks) yield* testsOf(child);
}

/**
 * Prints every test that passed only on its retry (vitest.config.ts `retry`), with the errors of
 * the attempts that failed: the default reporter shows them as passed and drops those errors, so
 * a flaky test's cause would never be seen (stop note of 2026-11-26).
 */
export default class RetriedReporter implements Reporter {
  onFinished(files: RunnerTestFile[] = []): void {
    const lines: string[] = [];
    for (const file of files) {
      for (const test of testsOf(file)) {
        const result = test.result;
        if (!result?.retryCount || result.state !== "pass") continue;
        lines.push(`${file.name} > ${fullName(test)}: passed on attempt ${result.retryCount + 1}`);
        for (const error of result.errors ?? []) lines.push(`    ${(error.stack ?? error.message ?? String(error)).split("\n").slice(0, 8).join("\n    ")}`);
      }
    }
    if (lines.length) console.log(`\nTests that passed only on a retry (their earlier errors):\n${lines.join("\n")}\n`);
  }
}
