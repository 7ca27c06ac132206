/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser, so this file needs the DOM types.)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages } from "@chorus/contract";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { apiAs } from "./support/professional-fixtures.ts";
import { saveScreenshot } from "./support/screenshots.ts";

/** Sarah (Flite slt): pocketsphinx hears Flite's English well (it cannot hear eSpeak-NG). */
const sarahVoiceId = "pJr3rCeWYRHBqkDwK3A0";
const sentence =
  "We walked along the river until the sun went down. The children are playing in the garden with their dog.";
const password = "transcriber-password-1";

/**
 * Speech to text in the browser: upload a recording, watch its progress, read the transcript,
 * seek by clicking a word, edit a segment, rename the speaker and download subtitles.
 */
describe("web app: speech to text", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let folder: string;
  const email = uniqueEmail("transcriber");

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, password);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-stt-e2e-"));
    const recording = await (await apiAs(chorus.url, email, password)).speechWav(sarahVoiceId, sentence);
    fs.writeFileSync(path.join(folder, "river-walk.wav"), recording);
    fs.writeFileSync(path.join(folder, "second-take.wav"), recording);
    fs.writeFileSync(path.join(folder, "notes.txt"), "not audio");
    // Named like audio, but no decoder can read it: the server refuses it and says why.
    fs.writeFileSync(path.join(folder, "broken.wav"), "this is not really a recording");
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("transcribes an uploaded recording and follows it with the audio", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Speech to text" })
      .click();
    await page.waitForURL(`${chorus.url}/app/speech-to-text`);
    await page.getByRole("heading", { name: "Speech to text", level: 1 }).waitFor();
    await page.getByText("No transcripts yet").waitFor();

    await page.getByLabel("Spoken language").selectOption("en");
    await page
      .getByLabel("Audio or video files to transcribe")
      .setInputFiles(
        ["river-walk.wav", "second-take.wav", "broken.wav", "notes.txt"].map((name) =>
          path.join(folder, name),
        ),
      );
    // The text file is refused on the page; the three "recordings" go to the server at once.
    await page.getByText("notes.txt is not an audio or video file.").waitFor();
    const files = page.getByRole("list", { name: "Transcriptions" });
    await files.getByRole("listitem").filter({ hasText: "river-walk.wav" }).waitFor();
    const broken = files.getByRole("listitem").filter({ hasText: "broken.wav" });
    await broken.getByText(messages.transcriptionFileUnreadable).waitFor({ timeout: 60_000 });
    await broken.getByRole("button", { name: "Try broken.wav again" }).waitFor();

    // Both recordings are transcribed; the list switches between their transcripts.
    await expect.poll(() => files.getByText("Transcribed").count(), { timeout: 60_000 }).toBe(2);
    await files.getByRole("button", { name: "Open the transcript of second-take.wav" }).click();
    await page.getByRole("region", { name: "Transcript of second-take.wav" }).waitFor();
    await files.getByRole("button", { name: "Open the transcript of river-walk.wav" }).click();

    const editor = page.getByRole("region", { name: "Transcript of river-walk.wav" });
    await editor.waitFor();
    const transcript = editor.getByRole("list", { name: "Transcript" });
    const text = (await transcript.textContent())?.toLowerCase() ?? "";
    // Most of the reading is heard (pocketsphinx misses a word or two, and which ones depends on the
    // watermark each generation carries); "garden", the word clicked below, is always among them.
    const spokenWords = ["river", "sun", "children", "playing", "garden", "dog"];
    expect(spokenWords.filter((word) => text.includes(word)).length).toBeGreaterThanOrEqual(4);
    expect(text).toContain("garden");
    await saveScreenshot(page, "speech-to-text.png", { fullPage: false });

    // Clicking a word moves the playhead to that word's start.
    const garden = transcript.locator(".stt-word", { hasText: /^garden$/ }).first();
    const gardenStart = Number(await garden.getAttribute("data-start"));
    expect(gardenStart).toBeGreaterThan(2);
    await garden.click();
    const currentTime = () =>
      page.evaluate(
        () => document.querySelector<HTMLAudioElement>("[data-testid=transcript-audio]")?.currentTime ?? -1,
      );
    await expect.poll(currentTime).toBeGreaterThanOrEqual(gardenStart - 0.01);
    expect(await currentTime()).toBeLessThan(gardenStart + 1);

    // Space plays from there (focus on a turn, not a button); the spoken word is lit.
    await transcript.getByRole("listitem").last().focus();
    await page.keyboard.press("Space");
    await expect.poll(() => editor.getByRole("button", { name: "Pause", exact: true }).count()).toBe(1);
    await expect.poll(() => transcript.locator(".stt-word--active").count()).toBe(1);
    await page.keyboard.press("Space");
    await editor.getByRole("button", { name: "Play", exact: true }).waitFor();
  });

  it("edits a segment, renames the speaker and downloads subtitles", async () => {
    const editor = page.getByRole("region", { name: "Transcript of river-walk.wav" });
    const transcript = editor.getByRole("list", { name: "Transcript" });
    const first = transcript.getByRole("listitem").first();
    await first.focus();
    await page.keyboard.press("Enter");
    const box = first.getByRole("textbox");
    const before = await box.inputValue();
    await box.fill(`${before} Chorus`);
    await page.keyboard.press("Enter");
    await first.getByText("Chorus", { exact: true }).waitFor();

    // A speaker is renamed from its label in the transcript; the speakers panel shows the same name.
    await first.getByRole("button", { name: "Rename Speaker 1" }).click();
    await first.getByLabel("Name of Speaker 1").fill("Sarah");
    await page.keyboard.press("Enter");
    await first.getByRole("button", { name: "Rename Sarah" }).waitFor();
    expect(await page.getByLabel("Name of Speaker 1").inputValue()).toBe("Sarah");
    await page.getByRole("switch", { name: "Include speakers" }).check();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download SRT" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("river-walk.srt");
    const srt = fs.readFileSync(await download.path(), "utf8");
    const cues = srt.trim().split(/\n\n+/);
    expect(cues.length).toBeGreaterThan(0);
    expect(cues[0]).toMatch(/^1\n\d\d:\d\d:\d\d,\d\d\d --> \d\d:\d\d:\d\d,\d\d\d\nSarah: /);
    for (const [index, cue] of cues.entries()) {
      const [number, times, ...lines] = cue.split("\n");
      expect(number).toBe(String(index + 1));
      const [start, end] = times!.split(" --> ").map((code) => {
        const [h, m, rest] = code.split(":");
        const [s, ms] = rest!.split(",");
        return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
      });
      expect(end).toBeGreaterThanOrEqual(start!);
      expect(end! - start!).toBeLessThanOrEqual(7.001);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(42);
    }
    const spoken = srt.toLowerCase();
    for (const word of ["children", "garden", "chorus"]) expect(spoken).toContain(word);

    // The transcript (with the edit and the name) survives a reload of the tab; the audio does not.
    await page.reload();
    await editor.getByText("The audio is not kept after a reload", { exact: false }).waitFor();
    await transcript.getByText("Chorus", { exact: true }).waitFor();
    await transcript.getByRole("button", { name: "Rename Sarah" }).first().waitFor();
    await editor.getByLabel("The audio of river-walk.wav").setInputFiles(path.join(folder, "river-walk.wav"));
    await editor.getByRole("button", { name: "Play", exact: true }).waitFor();
  });
});
