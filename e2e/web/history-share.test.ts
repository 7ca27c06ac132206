/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser, so this file needs the DOM types.)
import fs from "node:fs";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { generateSpeechInBrowser } from "./support/speech.ts";

const text = "Sharing this generation as a themed video from the history page.";

/** The preview image's loaded size (0 while it is missing or broken). */
const previewWidth = (dialog: Locator) =>
  dialog
    .getByRole("img", { name: "Preview of the video in the chosen theme" })
    .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))
    .catch(() => 0);

/** Spec 000 §4 "Video share": the share dialog of a history item, from public link to downloaded video. */
describe("web app: sharing a generation from history", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail("sharer");

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, "sharer-password-1");
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1360, height: 900 },
      acceptDownloads: true,
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: chorus.url });
    page = await context.newPage();
    await signInInBrowser(page, chorus.url, email, "sharer-password-1");
    await generateSpeechInBrowser(page, chorus.url, text);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a copyable public link, previews themes chosen by keyboard and makes a video", {
    timeout: 240_000,
  }, async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "History" })
      .click();
    await page.waitForURL(`${chorus.url}/app/history`);
    const item = page
      .getByRole("list", { name: "Generations" })
      .getByRole("listitem")
      .filter({ hasText: text });
    await item.waitFor({ timeout: 20_000 });
    await item.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share this generation" });
    await dialog.waitFor();

    // The public link: absolute, on this server, and the Copy button puts exactly it on the clipboard.
    const linkField = dialog.getByLabel("Public link");
    await expect
      .poll(() => linkField.inputValue(), { timeout: 15_000 })
      .toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const link = await linkField.inputValue();
    expect(link.startsWith(`${chorus.url}/`)).toBe(true);
    await dialog.getByRole("button", { name: "Copy" }).click();
    await dialog.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The default theme is chosen and its preview loads.
    const themes = dialog.getByRole("group", { name: "Theme" });
    const midnight = themes.getByRole("radio", { name: "Midnight" });
    const sunrise = themes.getByRole("radio", { name: "Sunrise" });
    const forest = themes.getByRole("radio", { name: "Forest" });
    expect(await midnight.isChecked()).toBe(true);
    await expect.poll(() => previewWidth(dialog), { timeout: 30_000 }).toBeGreaterThan(0);
    const midnightPreview = await dialog
      .getByRole("img", { name: "Preview of the video in the chosen theme" })
      .getAttribute("src");

    // Radio swatches: arrow keys move the choice, Space keeps the focused one; each choice loads its preview.
    await midnight.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => sunrise.isChecked()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => forest.isChecked()).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => sunrise.isChecked()).toBe(true);
    await page.keyboard.press("Space");
    expect(await sunrise.isChecked()).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      "sunrise",
    );
    await expect.poll(() => previewWidth(dialog), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(
      await dialog.getByRole("img", { name: "Preview of the video in the chosen theme" }).getAttribute("src"),
    ).not.toBe(midnightPreview);

    // Making the video shows the estimated progress, then the player and a download link.
    await dialog.getByRole("button", { name: "Generate video" }).click();
    const progress = dialog.getByRole("progressbar", { name: "Video progress" });
    await progress.waitFor({ timeout: 10_000 });
    expect(Number(await progress.getAttribute("aria-valuemax"))).toBe(100);
    await dialog.getByText("Making your video…").waitFor();

    const video = dialog.getByLabel("The generated video");
    await video.waitFor({ timeout: 120_000 });
    await progress.waitFor({ state: "detached" });
    expect(await video.getAttribute("src")).toMatch(/^blob:/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    const media = await video.evaluate((element: HTMLVideoElement) => ({
      duration: element.duration,
      width: element.videoWidth,
      error: element.error?.code ?? null,
    }));
    expect(media.error).toBeNull();
    expect(media.duration).toBeGreaterThan(0);
    expect(media.width).toBeGreaterThan(0);
    // It really plays (muted, so no autoplay policy stands in the way).
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await saveScreenshot(page, "history-share-video.png", { fullPage: false });

    const downloadLink = dialog.getByRole("link", { name: "Download video" });
    expect(await downloadLink.getAttribute("href")).toBe(await video.getAttribute("src"));
    const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
    expect(download.suggestedFilename()).toBe("Chorus_Sharing_this_generation_as_a_themed_vide.mp4");
    const file = await download.path();
    const head = fs.readFileSync(file).subarray(4, 8).toString("latin1");
    expect(head).toBe("ftyp");
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);

    // Changing the theme clears the video: back to the new theme's preview and the generate button.
    await themes.getByText("Paper").click();
    expect(await themes.getByRole("radio", { name: "Paper" }).isChecked()).toBe(true);
    await video.waitFor({ state: "detached" });
    await downloadLink.waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Generate video" }).waitFor();
    await expect.poll(() => previewWidth(dialog), { timeout: 30_000 }).toBeGreaterThan(0);

    // Escape closes the dialog and gives focus back to the Share button.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Share");
  });
});
