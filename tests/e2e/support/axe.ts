import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core (WCAG 2.2 AA and best practices, its defaults) on the page as it is now and
 * returns its serious and critical findings, one line each. axe is injected with the page's own
 * CSP nonce, so the policy stays enforced and a violation by the site's own scripts still shows
 * up in the console. `nonce` comes from the policy when given (a page of static modules has no
 * script to copy it from), else from the page's scripts.
 */
export async function seriousAxeViolations(page: Page, nonce?: string): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ source, nonce }) => {
      const script = document.createElement("script");
      script.nonce = nonce ?? document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
      script.textContent = source;
      document.head.append(script);
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ["violations"] });
      return result.violations;
    },
    { source: axeSource, nonce },
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}
