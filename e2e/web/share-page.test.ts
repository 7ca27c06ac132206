/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser, so this file needs the DOM types.)
import fs from "node:fs";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { shareLinkFromHistory } from "./support/history.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { generateSpeechInBrowser } from "./support/speech.ts";

// Long enough (several seconds) that pausing by keyboard happens well before the end.
const text = "Listen to this clip on the public share page, then pause it and seek with the keyboard.";

/** The audio element the share page plays through, as the browser sees it. */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
    return audio
      ? { duration: audio.duration, error: audio.error?.code ?? null, paused: audio.paused }
      : null;
  });

/** A share link opened by someone who never signed in: the page, its audio, and a link that is gone. */
describe("web app: the public share page", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let link: string;
  let visitor: BrowserContext;
  let sharer: Page;

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    const email = uniqueEmail("clip-sharer");
    await createOnboardedAccount(chorus.url, email, "clip-sharer-password-1");
    browser = await launchBrowser();
    sharer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInInBrowser(sharer, chorus.url, email, "clip-sharer-password-1");
    // The name the share page shows: set on the profile page as a person would.
    await sharer.goto(`${chorus.url}/app/settings/profile`);
    const publicCard = sharer.getByRole("region", { name: "Public profile" });
    await publicCard.getByLabel("Public user name").fill("clip.sharer");
    await publicCard.getByRole("button", { name: "Save" }).click();
    await sharer.getByText("Public user name saved").waitFor();
    await generateSpeechInBrowser(sharer, chorus.url, text);
    link = await shareLinkFromHistory(sharer, chorus.url, text);
    // Leaving the dialog stops its video previews from competing for the CPU.
    await sharer.goto(`${chorus.url}/app/home`);
    // Someone else entirely: a fresh context shares no cookies or storage with the sharer.
    visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the clip to a visitor who is not signed in, with audio that loads and plays from the keyboard", {
    timeout: 240_000,
  }, async () => {
    expect(link.startsWith(`${chorus.url}/share/`)).toBe(true);
    const page = await visitor.newPage();
    await page.goto(link);
    await page
      .getByRole("heading", { level: 1, name: "clip.sharer shared a clip" })
      .waitFor({ timeout: 60_000 });
    // No sign-in wall: still on the share link.
    expect(page.url()).toBe(link);
    await page.getByText(text, { exact: true }).waitFor();
    await page.getByText(/^Voice: /).waitFor();
    expect(await page.title()).toBe("Shared clip · Chorus");

    // The audio is fetched whole, so the element knows its real length.
    await expect
      .poll(async () => (await audioState(page))?.duration ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect((await audioState(page))?.error).toBeNull();
    // No video was made, so none is offered.
    expect(await page.locator("video").count()).toBe(0);

    // Keyboard only: Tab reaches the play button, Enter plays, Enter again pauses.
    const play = page.getByRole("button", { name: "Play" });
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press("Tab");
      if (await play.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await play.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await audioState(page))?.paused, { timeout: 10_000 }).toBe(false);
    const pause = page.getByRole("button", { name: "Pause" });
    await pause.waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await audioState(page))?.paused, { timeout: 10_000 }).toBe(true);
    // The next Tab reaches the waveform, a slider: the arrow keys seek.
    await page.keyboard.press("Tab");
    const slider = page.getByRole("slider", { name: "Seek" });
    expect(await slider.evaluate((element) => element === document.activeElement)).toBe(true);
    const before = await page.evaluate(
      () => document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')!.currentTime,
    );
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')!.currentTime,
        ),
      )
      .toBeGreaterThan(before);

    // The download is the audio itself.
    const downloadLink = page.getByRole("link", { name: "Download audio" });
    const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
    expect(download.suggestedFilename()).toBe("Chorus_Listen_to_this_clip_on_the_public_share.mp3");
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.length).toBeGreaterThan(1000);
    await saveScreenshot(page, "share-page.png", { fullPage: true });

    // Narrow screens: nothing runs off the side.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await saveScreenshot(page, "share-page-narrow.png", { fullPage: true });
    await page.close();
  });

  it("says kindly when a link is no longer available", { timeout: 90_000 }, async () => {
    const page = await visitor.newPage();
    await page.goto(`${chorus.url}/share/not-a-real-share-token`);
    await page
      .getByRole("heading", { level: 1, name: "This link is no longer available" })
      .waitFor({ timeout: 60_000 });
    expect(await page.getByRole("alert").count()).toBeGreaterThan(0);
    expect(await page.getByText("Page not found").count()).toBe(0);
    await saveScreenshot(page, "share-page-gone.png");
    await page.close();
  });

  it("plays the share video once the sharer has made one", { timeout: 300_000 }, async () => {
    await shareLinkFromHistory(sharer, chorus.url, text);
    const dialog = sharer.getByRole("dialog", { name: "Share this generation" });
    await dialog.getByRole("button", { name: "Generate video" }).click();
    await dialog.getByLabel("The generated video").waitFor({ timeout: 180_000 });
    await sharer.goto(`${chorus.url}/app/home`);

    const page = await visitor.newPage();
    await page.goto(link);
    const video = page.getByLabel("Video of the clip");
    await video.waitFor({ timeout: 60_000 });
    // Served straight from the public video URL (no blob), and the browser can read it.
    expect(await video.getAttribute("src")).toMatch(/^\/v1\/history\/shared\/[\w-]+\/video$/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    const media = await video.evaluate((element: HTMLVideoElement) => ({
      duration: element.duration,
      width: element.videoWidth,
      error: element.error?.code ?? null,
    }));
    expect(media).toMatchObject({ error: null, width: 1280 });
    expect(media.duration).toBeGreaterThan(0);
    const downloadVideo = page.getByRole("link", { name: "Download video" });
    expect(await downloadVideo.getAttribute("href")).toBe(await video.getAttribute("src"));
    const [download] = await Promise.all([page.waitForEvent("download"), downloadVideo.click()]);
    expect(download.suggestedFilename()).toBe("Chorus_Listen_to_this_clip_on_the_public_share.mp4");
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(4, 8)
        .toString("latin1"),
    ).toBe("ftyp");
    await saveScreenshot(page, "share-page-video.png", { fullPage: true });
    await page.close();
  });
});
