import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type StartedChorus, startChorusProcess } from "@chorus/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { saveScreenshot, screenshotsWanted } from "./support/screenshots.ts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1360, height: 900 };
/** A premade voice of the library (its id is the ElevenLabs one). */
const premadeVoiceId = "pJr3rCeWYRHBqkDwK3A0";

/** Speech from the API, saved as an MP3 file: the sample the browser uploads for the clone. */
async function makeSampleFile(baseUrl: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const speech = await fetch(`${baseUrl}/v1/text-to-speech/${premadeVoiceId}?output_format=mp3_44100_128`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      text: "The quick brown fox jumps over the lazy dog. Then it runs across the field, past the old barn, and into the quiet forest before the evening rain begins.",
    }),
  });
  if (!speech.ok) throw new Error(`text to speech: ${speech.status} ${await speech.text()}`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "chorus-sample-")), "my-sample.mp3");
  fs.writeFileSync(file, Buffer.from(await speech.arrayBuffer()));
  return file;
}

/**
 * The custom-voice screens against the real server: an instant clone from an uploaded MP3 (the file
 * listed with its duration, the consent box required, then the detail with waveform and analysis),
 * the voice in "My voices", a designed voice (description → three previews → create → detail), and
 * a remix of it (a change in words, prompt strength, three previews, a new voice beside the original).
 */
describe("web app: instant voice clone and voice design", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let sampleFile: string;
  const email = uniqueEmail("cloner");
  const password = "cloner-password-1";

  const shoot = async (name: string) => {
    if (!screenshotsWanted) return;
    await saveScreenshot(page, `${name}-desktop.png`);
    await page.setViewportSize(phone);
    await page.waitForTimeout(300);
    await saveScreenshot(page, `${name}-phone.png`);
    await page.setViewportSize(desktop);
  };

  beforeAll(async () => {
    chorus = await startChorusProcess({ CHORUS_BILLING: "off" });
    await createOnboardedAccount(chorus.url, email, password);
    sampleFile = await makeSampleFile(chorus.url, email, password);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: desktop });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
    await chorus?.stop();
  });

  it("clones a voice from an uploaded sample and shows its analysis", async () => {
    await page.goto(`${chorus.url}/app/voices`);
    await page.getByRole("button", { name: "Add voice" }).click();
    await page.getByRole("button", { name: /Instant voice clone/ }).click();
    const dialog = page.getByRole("dialog", { name: "Instant voice clone" });
    await dialog.getByLabel("Name", { exact: true }).fill("My test clone");
    // The same recording under a second name: flagged, and used once.
    const copy = path.join(path.dirname(sampleFile), "my-sample-copy.mp3");
    fs.copyFileSync(sampleFile, copy);
    await dialog.getByLabel("Voice samples", { exact: true }).setInputFiles([sampleFile, copy]);
    const chosen = dialog.getByRole("list", { name: "Chosen samples" });
    await chosen.getByText("my-sample.mp3", { exact: true }).waitFor();
    // The browser decoded the MP3: its size and a duration like 0:09.
    await chosen
      .getByText(/KB · 0:\d\d/)
      .first()
      .waitFor();
    await chosen
      .getByRole("listitem")
      .filter({ hasText: "my-sample-copy.mp3" })
      .getByText("Same recording as my-sample.mp3: it is used once")
      .waitFor();

    // The consent box must be ticked first.
    await dialog.getByRole("button", { name: "Clone voice" }).click();
    await dialog.getByText("Please confirm you have the rights and consent").waitFor();
    await dialog.getByLabel(/I confirm I have the rights and consent/).check();
    await shoot("voices-clone-dialog");
    await dialog.getByRole("button", { name: "Clone voice" }).click();

    await page.waitForURL(/\/app\/voices\/(?!design)[^/?]+$/, { timeout: 120_000 });
    await page.getByRole("heading", { name: "My test clone", level: 1 }).waitFor();
    await page.getByText("This clone is an embedded voice fitted to your samples").waitFor();
    // Sample and clone pitch side by side, in Hz.
    const pitch = page.getByRole("figure", { name: "Pitch (median)" });
    await pitch.waitFor();
    expect(await pitch.getByText(/^\d+ Hz$/).count()).toBe(2);
    await page.getByRole("figure", { name: "Speaking rate" }).waitFor();
    const samples = page.getByRole("list", { name: "Samples" });
    await samples.getByText("my-sample.mp3").waitFor();
    expect(await samples.getByRole("listitem").count()).toBe(1);
    // The sample was fetched and decoded: its play button is enabled.
    const play = samples.getByRole("button", { name: "Play my-sample.mp3" });
    await expect.poll(() => play.isEnabled(), { timeout: 30_000 }).toBe(true);
    await shoot("voices-detail");

    await page.getByRole("button", { name: "Speak" }).click();
    const player = page.getByRole("region", { name: "Audio player" });
    await player.waitFor({ timeout: 60_000 });
    // The clone speaks: the audio reaches the player (autoplay may be refused headless, so ready counts).
    await expect
      .poll(() => player.getAttribute("data-state"), { timeout: 60_000 })
      .toMatch(/^(ready|playing|paused|ended)$/);

    await page.getByRole("link", { name: "My voices" }).first().click();
    const mine = page.getByRole("list", { name: "My voices" });
    await mine
      .getByRole("listitem")
      .filter({ hasText: "My test clone" })
      .getByText("Instant clone", { exact: true })
      .waitFor();
  });

  it("designs a voice: description, three previews, create", async () => {
    await page.goto(`${chorus.url}/app/voices?tab=mine`);
    await page.getByRole("button", { name: "Add voice" }).click();
    await page.getByRole("button", { name: /Design a voice/ }).click();
    await page.waitForURL(`${chorus.url}/app/voices/design`);
    const example = "A deep, calm male narrator with a British accent";
    await page.getByRole("button", { name: example }).click();
    expect(await page.getByLabel("Describe the voice").inputValue()).toBe(example);
    await page.getByRole("button", { name: "Generate previews" }).click();
    const previews = page.getByRole("article", { name: /^Preview \d$/ });
    await previews.nth(2).waitFor({ timeout: 120_000 });
    expect(await previews.count()).toBe(3);
    // Each preview shows its measured length.
    await previews
      .nth(0)
      .getByText(/^0:\d\d$/)
      .waitFor();
    await previews.nth(1).getByRole("button", { name: "Choose" }).click();
    const chosen = previews.nth(1).getByRole("button", { name: "Chosen" });
    expect(await chosen.getAttribute("aria-pressed")).toBe("true");
    await page.getByLabel("Voice name").fill("Designed narrator");
    await shoot("voices-design-results");
    await page.getByRole("button", { name: "Create voice" }).click();

    await page.waitForURL(/\/app\/voices\/(?!design)[^/?]+$/, { timeout: 60_000 });
    await page.getByRole("heading", { name: "Designed narrator", level: 1 }).waitFor();
    await page.getByText("Designed", { exact: true }).waitFor();
  });

  it("remixes a voice into a new one and leaves the original as it was", async () => {
    await page.getByRole("button", { name: "Remix" }).click();
    await page.waitForURL(/\/app\/voices\/[^/]+\/remix$/);
    await page.getByRole("heading", { name: "Remix Designed narrator", level: 1 }).waitFor();
    await page.getByLabel("Describe the change").fill("Make the voice higher, younger and much faster");
    const strength = page.getByLabel("Prompt strength");
    await strength.fill("0.8");
    expect(await strength.getAttribute("aria-valuetext")).toBe("80 %");
    await page.getByRole("button", { name: "Generate remixes" }).click();
    const previews = page.getByRole("article", { name: /^Preview \d$/ });
    await previews.nth(2).waitFor({ timeout: 120_000 });
    await page.getByLabel("Voice name").fill("Remixed narrator");
    await page.getByRole("button", { name: "Create voice" }).click();
    await page.waitForURL(/\/app\/voices\/(?!design)[^/?]+$/, { timeout: 60_000 });
    await page.getByRole("heading", { name: "Remixed narrator", level: 1 }).waitFor();

    await page.goto(`${chorus.url}/app/voices?tab=mine`);
    const mine = page.getByRole("list", { name: "My voices" });
    await mine.getByRole("link", { name: "Remixed narrator" }).waitFor();
    await mine.getByRole("link", { name: "Designed narrator" }).waitFor();
  });
});
