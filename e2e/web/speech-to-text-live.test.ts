/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser, so this file needs the DOM types.)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { wavHeader } from "@chorus/adapters/audio";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { apiAs } from "./support/professional-fixtures.ts";
import { saveScreenshot } from "./support/screenshots.ts";

/** Sarah (Flite slt): pocketsphinx hears Flite's English well. */
const sarahVoiceId = "pJr3rCeWYRHBqkDwK3A0";
const sentence =
  "We walked along the river until the sun went down. The children are playing in the garden with their dog.";
/**
 * Words of the reading; pocketsphinx hears most of them live, but which ones varies from pass to pass
 * of the loop (each VAD segment starts at another offset of its 10 ms frames, and "river", "sun" or
 * "dog" come out as other words), so the test asks for most, not all.
 */
const keyWords = ["sun", "went", "down", "children", "playing", "garden", "their"];
const password = "live-transcriber-password-1";

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * 16_000) * 2);

/** The words of a text, lower case, without punctuation. */
const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** The share of `expected`'s words (counted with repeats) that `heard` also has. */
function wordsRecognised(expected: string[], heard: string[]): number {
  const left = [...heard];
  let found = 0;
  for (const word of expected) {
    const at = left.indexOf(word);
    if (at >= 0) {
      found++;
      left.splice(at, 1);
    }
  }
  return found / expected.length;
}

/**
 * Live speech to text in the browser: Chromium's fake microphone plays a recording of Sarah (in a
 * loop, with silence after the sentence so the server's voice detection commits it); the page
 * streams it to the realtime WebSocket and shows the committed sentence, then opens it in the editor.
 * A browser that refuses the microphone gets the page's explanation.
 */
describe("web app: live speech to text", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let folder: string;
  const email = uniqueEmail("live-transcriber");

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, password);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-stt-live-e2e-"));
    const recording = path.join(folder, "river-walk.wav");
    // Raw PCM (not the WAV the other tests read) wrapped in the canonical header Chromium's fake microphone plays.
    const api = await apiAs(chorus.url, email, password);
    const speech = await api.call("POST", `/v1/text-to-speech/${sarahVoiceId}?output_format=pcm_16000`, {
      text: sentence,
      model_id: "eleven_multilingual_v2",
      seed: 1,
    });
    const pcm = Buffer.concat([silence(1), Buffer.from(await speech.arrayBuffer()), silence(3)]);
    fs.writeFileSync(recording, Buffer.concat([wavHeader(16_000, pcm.length), pcm]));
    browser = await launchBrowser([
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${recording}`,
      "--autoplay-policy=no-user-gesture-required",
    ]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("transcribes the microphone live, then stops and opens the text in the editor", async () => {
    await page.goto(`${chorus.url}/app/speech-to-text`);
    await page.getByRole("heading", { name: "Speech to text", level: 1 }).waitFor();
    await page.getByRole("radio", { name: "Live" }).click();
    await page.waitForURL(`${chorus.url}/app/speech-to-text?mode=live`);
    await page.getByText("Press Start and speak.", { exact: false }).waitFor();

    await page.getByRole("button", { name: "Start" }).click();
    await page.getByRole("status").filter({ hasText: "Listening" }).waitFor();
    // The meter follows the microphone while Sarah speaks.
    const meter = page.getByRole("meter", { name: "Microphone level" });
    await expect
      .poll(async () => Number(await meter.getAttribute("value")), { timeout: 20_000 })
      .toBeGreaterThan(0);

    // After the reading the silence makes the server commit it: it appears as finished lines (the
    // recording loops, so later passes add more).
    const transcript = page.getByRole("region", { name: "Live transcript", exact: true });
    const committed = transcript.locator(".stt-live__committed");
    const heard = async () => words((await committed.allInnerTexts()).join(" "));
    await expect
      .poll(async () => wordsRecognised(keyWords, await heard()), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(4 / 7);
    await saveScreenshot(page, "speech-to-text-live.png", { fullPage: true });

    await page.getByRole("button", { name: "Stop" }).click();
    await page.getByRole("button", { name: "Start" }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => Number(await meter.getAttribute("value"))).toBe(0);

    // The editor gets the committed lines as the transcript's segments.
    const firstLine = words((await committed.first().textContent()) ?? "");
    await page.getByRole("button", { name: "Open in editor" }).click();
    await page.waitForURL(`${chorus.url}/app/speech-to-text`);
    await page.getByRole("button", { name: /^Open the transcript of Live transcription / }).waitFor();
    await expect
      .poll(async () => words((await page.locator(".stt-segment__text").first().textContent()) ?? ""))
      .toEqual(firstLine);
  }, 120_000);

  it("says so when the browser refuses the microphone", async () => {
    // Without the fake UI flag headless Chromium answers the permission prompt with a refusal.
    const refusing = await launchBrowser(["--use-fake-device-for-media-stream"]);
    try {
      const other = await refusing.newPage();
      await signInInBrowser(other, chorus.url, email, password);
      await other.goto(`${chorus.url}/app/speech-to-text?mode=live`);
      await other.getByRole("button", { name: "Start" }).click();
      await other
        .getByRole("alert")
        .filter({ hasText: "The microphone is blocked. Allow microphone access for this site" })
        .waitFor();
      await other.getByRole("button", { name: "Start" }).waitFor();
      expect(await other.getByRole("status").filter({ hasText: "Listening" }).count()).toBe(0);
    } finally {
      await refusing.close();
    }
  });
});
