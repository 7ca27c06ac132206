import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/**
 * Screenshots are for a person looking over the pages (`E2E_SCREENSHOTS=1 npm run test:e2e`, then
 * `.tmp/screenshots`); no test asserts on them. Off by default: on the 2-core CI machine each full-page
 * capture and the viewport changes around it cost the suite seconds of Chromium time.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === "1";

const folder = path.resolve(import.meta.dirname, "..", "..", "..", ".tmp", "screenshots");

/** Saves `.tmp/screenshots/<file>` when screenshots are wanted; does nothing otherwise. */
export async function saveScreenshot(page: Page, file: string, options: { fullPage?: boolean } = {}) {
  if (!screenshotsWanted) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, file), ...options });
}
