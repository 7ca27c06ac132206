import { type Browser, chromium } from "playwright-core";

/**
 * Headless Chromium from the system, with the flags that keep it quiet and offline in CI;
 * `extraArgs` adds more (a fake microphone playing a file, for instance).
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}
