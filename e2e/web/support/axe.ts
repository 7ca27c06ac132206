/// <reference lib="dom" />
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One axe finding, short enough to read in a failed assertion. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.0 and 2.1, A and AA) on the page as it is and returns the serious and
 * critical findings. The script goes in through the debugging protocol (`evaluate`), which the
 * app's Content-Security-Policy does not govern, so the page is tested with its real policy.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "unknown",
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(" ")),
    }));
  });
  return violations.filter((finding) => finding.impact === "serious" || finding.impact === "critical");
}
