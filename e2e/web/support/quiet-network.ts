import type { Page, Request } from "playwright-core";

/**
 * Resolves once the page has had no request in flight for `quietMs`: the page's data has loaded.
 * Playwright's own "networkidle" waits 500 ms of quiet; walks over many pages wait 100.
 */
export function trackRequests(page: Page): {
  quiet: (quietMs?: number, timeoutMs?: number) => Promise<void>;
} {
  const inFlight = new Set<Request>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  return {
    async quiet(quietMs = 100, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = inFlight.size === 0 ? Date.now() : Number.POSITIVE_INFINITY;
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        // A media stream (a preview still playing) never "finishes": only API calls count.
        const pending = [...inFlight].filter((request) => request.resourceType() !== "media");
        if (pending.length > 0) quietSince = Number.POSITIVE_INFINITY;
        else if (quietSince === Number.POSITIVE_INFINITY) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
      }
      throw new Error(
        `requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(", ")}`,
      );
    },
  };
}

/**
 * Opens `url` and waits until the page has settled: its main heading shown, no request in flight,
 * nothing marked busy (skeletons and spinners replaced by content or an empty state).
 */
export async function openSettled(
  page: Page,
  network: ReturnType<typeof trackRequests>,
  url: string,
): Promise<void> {
  await page.goto(url);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await network.quiet();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 10_000,
  });
}
