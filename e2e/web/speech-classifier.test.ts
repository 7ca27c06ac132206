import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { speakerVoiceId, wav } from "./support/professional-fixtures.ts";
import { saveScreenshot } from "./support/screenshots.ts";

const text = "This sentence was made by Chorus, and the classifier page should say so.";

/** The mp3 text to speech answers the account (the default format), as a user would download it. */
async function speakAs(baseUrl: string, email: string, password: string, words: string): Promise<Buffer> {
  const signIn = await fetch(`${baseUrl}/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const response = await fetch(`${baseUrl}/v1/text-to-speech/${speakerVoiceId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ text: words }),
  });
  if (!response.ok) throw new Error(`text to speech: ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Issue 6 §5: the AI speech classifier page, from the sidebar to a verdict naming the history item. */
describe("web app: AI speech classifier", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let generated: Buffer;
  let unmarked: Buffer;
  const email = uniqueEmail("classifier");
  const password = "classifier-password-1";

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, password);
    generated = await speakAs(chorus.url, email, password, text);
    // A rising tone between seconds of silence: audio that never went through Chorus.
    const tone = Int16Array.from({ length: 16_000 * 3 }, (_, i) =>
      Math.round(6000 * Math.sin((2 * Math.PI * (300 + i / 40) * i) / 16_000)),
    );
    unmarked = wav([tone]);
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("finds the watermark of a generation, names it, and finds none in other audio", {
    timeout: 180_000,
  }, async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "AI speech classifier" })
      .click();
    await page.waitForURL(`${chorus.url}/app/speech-classifier`);
    await page.getByRole("heading", { name: "AI speech classifier", level: 1 }).waitFor();

    await page
      .getByLabel("Audio file to classify")
      .setInputFiles({ name: "generated.mp3", mimeType: "audio/mpeg", buffer: generated });
    await page.getByText("Generated with Chorus", { exact: true }).waitFor({ timeout: 60_000 });
    const meter = page.getByRole("meter", { name: "Confidence that Chorus generated it" });
    expect(Number(await meter.getAttribute("value"))).toBeGreaterThan(90);
    // The history item: its text, and a way to play it.
    await page.getByText(text).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Play", exact: true }).waitFor();
    await page.getByRole("link", { name: "Open history" }).waitFor();
    await saveScreenshot(page, "speech-classifier.png", { fullPage: true });

    await page.getByRole("button", { name: "Choose another file" }).click();
    await page
      .getByLabel("Audio file to classify")
      .setInputFiles({ name: "tone.wav", mimeType: "audio/wav", buffer: unmarked });
    await page.getByText("Not generated with Chorus", { exact: true }).waitFor({ timeout: 60_000 });
    // Far under the decision point (50 %): a pure tone correlates a little with the sync pattern, never much.
    expect(Number(await meter.getAttribute("value"))).toBeLessThan(30);
  });
});
