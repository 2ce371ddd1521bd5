// Runs npm scripts one after the other, stopping at the first that fails, and prints how long each
// took and the total (issue 46: `npm test` says its time). Usage: node scripts/run-steps.mjs NAME…
import { spawnSync } from "node:child_process";

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s`;
};
const steps = process.argv.slice(2);
const started = Date.now();
const took = [];

for (const step of steps) {
  const stepStarted = Date.now();
  const { status, signal } = spawnSync("npm", ["run", step], { stdio: "inherit" });
  took.push(`${step} ${minutes(Date.now() - stepStarted)}`);
  if (status !== 0) {
    console.error(`\n${step} failed (${signal ?? `exit code ${status}`}) after ${minutes(Date.now() - started)}: ${took.join(", ")}`);
    process.exit(status || 1);
  }
}
console.log(`\nAll ${steps.length} steps passed in ${minutes(Date.now() - started)}: ${took.join(", ")}`);
