/// <reference lib="dom" />
// (the init script runs in the browser, so this file needs the DOM types.)
import type { BrowserContext } from "playwright-core";

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every Content-Security-Policy violation in the pages of `context`, across navigations:
 * each document reports its `securitypolicyviolation` events to the test through a binding. The
 * answer reads what was recorded so far; a test that asserts it is empty fails on anything the
 * policy blocked (an inline script or style, a blob: or data: URL, a WebSocket, a worker).
 */
export async function recordCspViolations(context: BrowserContext): Promise<() => CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding("chorusReportCspViolation", (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { chorusReportCspViolation(v: unknown): void })
        .chorusReportCspViolation;
      report({
        page: document.location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return () => [...violations];
}
