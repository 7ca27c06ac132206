/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser, so this file needs the DOM types.)
import fs from "node:fs";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";

const prompt = "Rain on a tin roof";

/** Reads a WAV file's rate and the seconds its data chunk holds (mono 16-bit, as the screen saves it). */
function wavSeconds(file: Buffer): { sampleRate: number; seconds: number } {
  expect(file.subarray(0, 4).toString("ascii")).toBe("RIFF");
  expect(file.subarray(36, 40).toString("ascii")).toBe("data");
  const sampleRate = file.readUInt32LE(24);
  return { sampleRate, seconds: file.readUInt32LE(40) / (sampleRate * 2) };
}

/** Sound effects in the browser: generate variations of a fixed length, play, download, pin, play from the soundboard. */
describe("web app: sound effects", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail("sfx");

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, "sound-password-1");
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
    await signInInBrowser(page, chorus.url, email, "sound-password-1");
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("generates two variations lasting exactly the requested 2 s, with waveforms, and plays and downloads one", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Sound effects" })
      .click();
    await page.waitForURL(`${chorus.url}/app/sound-effects`);
    await page.getByRole("heading", { name: "Sound effects", level: 1 }).waitFor();

    await page.getByLabel("Describe the sound").fill(prompt);
    await page.getByRole("switch", { name: /Automatic duration/ }).uncheck();
    await page.getByRole("slider", { name: "Duration" }).fill("2");
    // One variation unless the user asks for more: each is charged in full.
    expect(await page.getByLabel("Variations").inputValue()).toBe("1");
    await page.getByText("Each variation is a separate sound, charged in full.").waitFor();
    await page.getByLabel("Variations").selectOption("2");
    // Spec 001 §9: 40 credits per second, per variation.
    await page.getByText("160 credits").waitFor();
    await page.getByRole("button", { name: "Generate" }).click();

    const results = page.getByRole("list", { name: "Generated sound effects" });
    const first = results.getByRole("listitem", { name: "Variation 1" });
    const second = results.getByRole("listitem", { name: "Variation 2" });
    for (const item of [first, second]) {
      const duration = item.getByTestId("sfx-duration");
      await expect.poll(() => duration.getAttribute("data-seconds"), { timeout: 60_000 }).not.toBeNull();
      // The browser decodes exactly two seconds (PCM, so no codec padding).
      expect(Number(await duration.getAttribute("data-seconds"))).toBeCloseTo(2, 3);
      await item.getByText("Recipe: rain").waitFor();
    }

    // The waveform is drawn: the canvas has painted bars, and the seek slider spans the 2 s.
    const waveform = first.getByRole("slider", { name: "Seek" });
    expect(await waveform.getAttribute("aria-valuemax")).toBe("2");
    const painted = await waveform.evaluate((canvas) => {
      const element = canvas as HTMLCanvasElement;
      const pixels = element.getContext("2d")?.getImageData(0, 0, element.width, element.height).data ?? [];
      let count = 0;
      for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) count += 1;
      return count;
    });
    expect(painted).toBeGreaterThan(100);

    await first.getByRole("button", { name: "Play Variation 1" }).click();
    await first.getByRole("button", { name: "Pause Variation 1" }).waitFor();
    await saveScreenshot(page, "sound-effects.png", { fullPage: false });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      first.getByRole("button", { name: "Download Variation 1" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("rain-on-a-tin-roof-1.wav");
    const file = fs.readFileSync(await download.path());
    expect(wavSeconds(file)).toEqual({ sampleRate: 32_000, seconds: 2 });

    // Two seeds, two different sounds.
    const [secondDownload] = await Promise.all([
      page.waitForEvent("download"),
      second.getByRole("button", { name: "Download Variation 2" }).click(),
    ]);
    const secondFile = fs.readFileSync(await secondDownload.path());
    expect(secondFile.length).toBe(file.length);
    expect(Buffer.compare(secondFile, file)).not.toBe(0);

    await first.getByRole("button", { name: "Pin to soundboard" }).click();
    await first.getByRole("button", { name: "Pinned" }).waitFor();
  });

  it("plays the pinned effect from the soundboard with its number key", async () => {
    await page
      .getByRole("navigation", { name: "Sound effects pages" })
      .getByRole("link", { name: "Soundboard" })
      .click();
    await page.waitForURL(`${chorus.url}/app/sound-effects/soundboard`);
    const pads = page.getByRole("list", { name: "Soundboard pads" });
    const pad = pads.getByRole("listitem").filter({ hasText: prompt });
    const button = pad.getByRole("button", { name: `Key 1: ${prompt}` });
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.getByRole("heading", { name: "Sound effects", level: 1 }).click();
    await page.keyboard.press("1");
    await expect.poll(() => pad.getAttribute("data-playing"), { timeout: 10_000 }).toBe("true");
    await saveScreenshot(page, "soundboard.png", { fullPage: false });
  });

  it("lists the effects in Explore, shares one, and says when a prompt only got the nearest recipe", async () => {
    await page
      .getByRole("navigation", { name: "Sound effects pages" })
      .getByRole("link", { name: "Explore" })
      .click();
    await page.getByLabel("Show").selectOption("mine");
    const list = page.getByRole("list", { name: "Sound effects" });
    await expect.poll(() => list.getByRole("listitem").filter({ hasText: prompt }).count()).toBe(2);
    const row = list.getByRole("listitem").filter({ hasText: prompt }).first();
    // The kept effect downloads as the same exact-length WAV.
    const [saved] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("button", { name: `Download ${prompt}` }).click(),
    ]);
    expect(saved.suggestedFilename()).toMatch(/^sound-effect-.+\.wav$/);
    expect(wavSeconds(fs.readFileSync(await saved.path()))).toEqual({ sampleRate: 32_000, seconds: 2 });
    await row.getByLabel("Sharing").selectOption("public");
    await page.getByText("Sharing updated").waitFor();
    await page.getByLabel("Show").selectOption("shared");
    await expect.poll(() => list.getByRole("listitem").filter({ hasText: prompt }).count()).toBe(1);
    await saveScreenshot(page, "sound-effects-explore.png", { fullPage: false });

    await row.getByRole("link", { name: `Use the prompt of ${prompt}` }).click();
    await page.waitForURL(/\/app\/sound-effects\?prompt=/);
    await expect.poll(() => page.getByLabel("Describe the sound").inputValue()).toBe(prompt);

    await page.getByLabel("Describe the sound").fill("thundering hooves");
    await page.getByLabel("Variations").selectOption("1");
    await page.getByRole("button", { name: "Generate" }).click();
    await page.getByText(/used the nearest one: thunder/).waitFor({ timeout: 60_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, "sound-effects-phone.png", { fullPage: true });
  });
});
