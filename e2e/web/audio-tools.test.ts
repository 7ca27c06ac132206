import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ffprobe } from "@chorus/adapters/testing/ffprobe";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";

/** Richard (Flite rms): a male voice, so the conversion to Sarah is plainly another voice. */
const richardVoiceId = "OYqdsF8VDxnjPgObMzVS";

/** An English recording made through the API, saved where the browser can upload it. */
async function makeRecording(baseUrl: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const speech = await fetch(`${baseUrl}/v1/text-to-speech/${richardVoiceId}?output_format=mp3_44100_128`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: "Please send the report to my office before noon." }),
  });
  if (!speech.ok) throw new Error(`text to speech: ${speech.status} ${await speech.text()}`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "chorus-recording-")), "my-recording.mp3");
  fs.writeFileSync(file, Buffer.from(await speech.arrayBuffer()));
  return file;
}

/** The decoded duration of the audio behind a clip's download link, in the browser. */
const clipSeconds = (page: Page, clip: string) =>
  page.evaluate(async (name) => {
    const region = [...document.querySelectorAll("section")].find(
      (s) => s.getAttribute("aria-label") === name,
    );
    const href = region?.querySelector("a[download]")?.getAttribute("href");
    if (!href) return 0;
    const context = new AudioContext();
    const buffer = await context.decodeAudioData(await (await fetch(href)).arrayBuffer());
    return buffer.duration;
  }, clip);

/** The voice isolator and the voice changer in the browser, against the real server. */
describe("web app: voice isolator and voice changer", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let recording: string;
  const email = uniqueEmail("audio-tools");
  const password = "audio-tools-password-1";

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, password);
    recording = await makeRecording(chorus.url, email, password);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("isolates an uploaded recording and shows it beside the original", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Voice isolator" })
      .click();
    await page.getByRole("heading", { name: "Voice isolator", level: 1 }).waitFor();
    await page.getByText("The isolated voice appears here").waitFor();
    await page.getByLabel("Upload a recording").setInputFiles(recording);
    await page.getByRole("region", { name: "Original" }).waitFor();
    await page.getByText(/^About \d+ credits?$/).waitFor();
    await page.getByRole("button", { name: "Isolate voice" }).click();
    const isolated = page.getByRole("region", { name: "Isolated voice" });
    await isolated.waitFor({ timeout: 60_000 });
    await expect(isolated.getByRole("link", { name: "Download" }).getAttribute("download")).resolves.toBe(
      "my-recording-isolated.mp3",
    );
    await expect.poll(() => clipSeconds(page, "Isolated voice")).toBeGreaterThan(2);
    await isolated.getByRole("button", { name: "Play: Isolated voice" }).click();
    await isolated.getByRole("button", { name: "Pause: Isolated voice" }).waitFor();
    await isolated.getByRole("button", { name: "Pause: Isolated voice" }).click();
    await saveScreenshot(page, "voice-isolator.png", { fullPage: true });
  });

  it("re-speaks an uploaded recording in a picked voice", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Voice changer" })
      .click();
    await page.getByRole("heading", { name: "Voice changer", level: 1 }).waitFor();
    // A voice is chosen before anyone picks one; only the recording is missing.
    await page.getByText(/^Speaking as /).waitFor();
    await expect(page.getByRole("button", { name: "Change voice" }).isDisabled()).resolves.toBe(true);
    await page.getByLabel("Upload a recording").setInputFiles(recording);
    await page.getByRole("region", { name: "Original" }).waitFor();
    // Sarah may be the voice the page chose already ("Selected voice: Sarah").
    await page.getByRole("button", { name: /^(Use voice |Selected voice: )Sarah$/ }).click();
    await page.getByText("Speaking as Sarah").waitFor();
    await page.getByRole("button", { name: "Change voice" }).click();
    const result = page.getByRole("region", { name: "Spoken by Sarah" });
    await result.waitFor({ timeout: 90_000 });
    await page
      .getByText("Your words were re-spoken by the voice at your timing.", { exact: false })
      .waitFor();
    const original = (await ffprobe(fs.readFileSync(recording))).duration;
    const converted = await clipSeconds(page, "Spoken by Sarah");
    expect(Math.abs(converted - original) / original).toBeLessThan(0.1);
    await saveScreenshot(page, "voice-changer.png", { fullPage: true });
  });
});
