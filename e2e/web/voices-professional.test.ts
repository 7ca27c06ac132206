import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type StartedChorus, startChorusProcess } from "@chorus/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { apiAs, captchaReading, makeRecordings, otherVoiceId } from "./support/professional-fixtures.ts";
import { saveScreenshot, screenshotsWanted } from "./support/screenshots.ts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1360, height: 900 };
const blockedMessage = "voice may violate terms and is blocked (possible suspension)";

/**
 * The professional clone wizard and voice safety against the real process (its worker runs speaker
 * separation and training): create a voice, upload a two-speaker interview and 31 minutes of one
 * speaker, separate the interview's speakers and keep one, pass the captcha with an uploaded
 * reading, train and watch the progress reach done. Then the safety dialogs: the first load of the
 * voices in a browser opens none; a newly seen BAN opens the blocked dialog; a newly seen CAPTCHA
 * opens the captcha dialog, and reading it clears the control.
 */
describe("web app: professional voice clone and voice safety", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiAs>>;
  let folder: string;
  let recordings: { interview: string; book: string };
  let voiceId = "";
  const email = uniqueEmail("pro-cloner");
  const password = "pro-cloner-password-1";

  /** Desktop and phone shots; whole pages, except dialogs (the backdrop covers the viewport only). */
  const shoot = async (target: Page, name: string, fullPage = true) => {
    if (!screenshotsWanted) return;
    await saveScreenshot(target, `${name}-desktop.png`, { fullPage });
    await target.setViewportSize(phone);
    await target.waitForTimeout(300);
    await saveScreenshot(target, `${name}-phone.png`, { fullPage });
    await target.setViewportSize(desktop);
  };

  beforeAll(async () => {
    chorus = await startChorusProcess({ CHORUS_BILLING: "off" });
    await createOnboardedAccount(chorus.url, email, password);
    api = await apiAs(chorus.url, email, password);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-e2e-pvc-web-"));
    [recordings, browser] = await Promise.all([makeRecordings(api, folder), launchBrowser()]);
    page = await browser.newPage({ viewport: desktop });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
    await chorus?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("walks the wizard: create, samples, speakers, verify by captcha, train", async () => {
    await page.goto(`${chorus.url}/app/voices`);
    await page.getByRole("button", { name: "Add voice" }).click();
    const choice = page.getByRole("button", { name: /Professional voice clone/ });
    await choice.getByText("Needs the Creator plan or higher").waitFor();
    await choice.click();
    await page.waitForURL(`${chorus.url}/app/voices/professional`);
    const steps = page.getByRole("navigation", { name: "Professional clone steps" });
    expect(await steps.getByRole("button", { name: /Create/ }).getAttribute("aria-current")).toBe("step");
    await page.getByLabel("Name", { exact: true }).fill("Sarah, professional");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByRole("button", { name: "Create and add samples" }).click();
    await page.getByText("Please confirm the voice is yours").waitFor();
    await page.getByLabel(/This is my own voice/).check();
    await shoot(page, "voices-pro-create");
    await page.getByRole("button", { name: "Create and add samples" }).click();

    await page.waitForURL(/\/app\/voices\/professional\/[^/?]+\?step=samples$/);
    voiceId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await page.getByText("No recordings yet").waitFor();
    await page
      .getByLabel("Professional voice samples")
      .setInputFiles([recordings.interview, recordings.book]);
    const samples = page.getByRole("list", { name: "Uploaded samples" });
    // 31 minutes of audio are decoded and measured on upload: long waits guard against a hang, not speed,
    // and the machine may be busy with another suite's engines.
    await samples.getByText("audiobook.wav").waitFor({ timeout: 90_000 });
    await samples.getByText("interview.wav").waitFor();
    // Each upload had its own row; both end as added.
    const uploads = page.getByRole("list", { name: "Uploads" });
    await expect.poll(() => uploads.getByText("Added", { exact: true }).count(), { timeout: 90_000 }).toBe(2);
    // Duration, levels against the recommendation, and the 30-minute meter.
    const book = samples.getByRole("listitem").filter({ hasText: "audiobook.wav" });
    await book.getByText(/· 31:00/).waitFor();
    await book.getByText(/Loudness \(RMS\)/).waitFor();
    expect(await book.getByText(/^(Levels good|Too quiet|Too loud|Peaks too high)$/).count()).toBeGreaterThan(
      0,
    );
    await page.getByText("Enough to train.", { exact: false }).waitFor();
    await shoot(page, "voices-pro-samples");

    // Reload-safe: the state comes from the API.
    await page.reload();
    await page.getByRole("list", { name: "Uploaded samples" }).getByText("interview.wav").waitFor();
    await steps.getByRole("button", { name: /Speakers/ }).click();
    await page.waitForURL(/step=speakers$/);

    const interview = page
      .getByRole("list", { name: "Uploaded samples" })
      .getByRole("listitem")
      .filter({ hasText: "interview.wav" })
      .first();
    await interview.getByRole("button", { name: "Separate speakers in interview.wav" }).click();
    const speakers = page.getByRole("list", { name: "Speakers in interview.wav" });
    await speakers.waitFor({ timeout: 45_000 });
    expect(await speakers.getByRole("listitem").count()).toBe(2);
    await speakers.getByText(/in 2 turns/).waitFor();
    // Listen to the other speaker (its audio is cut and joined by the server), then leave them out.
    await speakers.getByRole("button", { name: "Listen to Speaker 2" }).click();
    await expect
      .poll(() => speakers.getByRole("button", { name: /^(Pause|Listen to) Speaker 2$/ }).isEnabled())
      .toBe(true);
    const keepOther = speakers.getByLabel("Keep Speaker 2");
    await keepOther.uncheck();
    await expect.poll(() => keepOther.isChecked()).toBe(false);
    await expect.poll(() => keepOther.isEnabled()).toBe(true);
    // Only Speaker 1's turns count now.
    await interview.getByText(/ used$/).waitFor();
    await shoot(page, "voices-pro-speakers");
    await page.reload();
    await expect.poll(() => page.getByLabel("Keep Speaker 2").isChecked(), { timeout: 15_000 }).toBe(false);

    await steps.getByRole("button", { name: /Verify/ }).click();
    const text =
      (await page.locator("blockquote.captcha__text").textContent({ timeout: 15_000 }))?.trim() ?? "";
    expect(text.split(" ").length).toBeGreaterThan(4);
    await page.getByText(/0 of 5 attempts used/).waitFor();
    // Someone else reading the text: refused, with the reason, and the attempt counted.
    await page
      .getByLabel("Upload a recording instead")
      .setInputFiles(await captchaReading(api, folder, text, "not-me.wav", otherVoiceId));
    await page.getByRole("button", { name: "Send reading" }).click();
    const refused = page.getByRole("alert").filter({ hasText: "The reading was not accepted" });
    await refused.getByText("The voice in the recording does not match the voice's samples.").waitFor({
      timeout: 30_000,
    });
    await page.getByText(/1 of 5 attempts used in the last 24 hours · 4 left/).waitFor();
    const reading = await captchaReading(api, folder, text, "my-reading.wav");
    await page.getByLabel("Upload a recording instead").setInputFiles(reading);
    await page.getByText("my-reading.wav").waitFor();
    await shoot(page, "voices-pro-verify");
    await page.getByRole("button", { name: "Send reading" }).click();
    // Verified: the wizard moves on to training, whose requirements are all met.
    await page.waitForURL(/step=train$/, { timeout: 60_000 });
    const requirements = page.getByRole("list", { name: "What training needs" });
    await requirements.getByText("The voice is verified as yours.").waitFor();
    await requirements.getByText(/of selected audio \(30 minutes needed\)/).waitFor();

    await page.getByRole("button", { name: "Start training" }).click();
    const progress = page.getByRole("progressbar", { name: "Training progress" });
    await progress.waitFor({ timeout: 15_000 });
    await shoot(page, "voices-pro-training");
    await page.getByText("Sarah, professional is ready").waitFor({ timeout: 90_000 });
    expect(await progress.getAttribute("aria-valuenow")).toBe("100");
    await shoot(page, "voices-pro-trained");

    await page.getByRole("link", { name: "Open the voice" }).click();
    await page.getByRole("heading", { name: "Sarah, professional", level: 1 }).waitFor();
    await page.getByText("Fine-tuned", { exact: true }).waitFor();
    await page.getByText(/2 speakers found · kept: Speaker 1/).waitFor();
    await page.getByRole("button", { name: "Speak" }).waitFor();
    await shoot(page, "voices-pro-detail");
  }, 240_000);

  it("opens no dialog on the first voice load, then the blocked and captcha dialogs for newly seen controls", async () => {
    expect(voiceId).not.toBe("");
    // A browser that has never loaded the voices, while the voice is already held: no dialog.
    await api.json("POST", `/v1/voices/${voiceId}/safety-control`, { safety_control: "CAPTCHA" });
    const context = await browser.newContext({ viewport: desktop });
    const fresh = await context.newPage();
    await signInInBrowser(fresh, chorus.url, email, password);
    await fresh.goto(`${chorus.url}/app/voices?tab=mine`);
    const mine = fresh.getByRole("list", { name: "My voices" });
    await mine.getByText("Captcha required").waitFor();
    await fresh.waitForTimeout(500);
    expect(await fresh.getByRole("dialog").count()).toBe(0);

    // Newly seen BAN: the blocked dialog with the spec's message.
    await api.json("POST", `/v1/voices/${voiceId}/safety-control`, { safety_control: "BAN" });
    await fresh.reload();
    const blocked = fresh.getByRole("dialog", { name: "Sarah, professional is blocked" });
    await blocked.getByText(blockedMessage).waitFor();
    await shoot(fresh, "voices-safety-blocked", false);
    await blocked.getByRole("button", { name: "I understand" }).click();
    await fresh.reload();
    await mine.getByText("Blocked", { exact: true }).waitFor();
    await fresh.waitForTimeout(500);
    expect(await fresh.getByRole("dialog").count()).toBe(0);

    // Newly seen CAPTCHA, on the speech page's voice picker: the captcha dialog; reading it clears it.
    await api.json("POST", `/v1/voices/${voiceId}/safety-control`, { safety_control: "CAPTCHA" });
    await fresh.goto(`${chorus.url}/app/speech-synthesis`);
    const dialog = fresh.getByRole("dialog", { name: "Confirm Sarah, professional is yours" });
    const text = (await dialog.locator("blockquote").textContent({ timeout: 20_000 }))?.trim() ?? "";
    await dialog
      .getByLabel("Upload a recording instead")
      .setInputFiles(await captchaReading(api, folder, text, "safety-reading.wav"));
    await shoot(fresh, "voices-safety-captcha", false);
    await dialog.getByRole("button", { name: "Send reading" }).click();
    await fresh.getByText("Sarah, professional can be used again").waitFor({ timeout: 60_000 });
    expect(await fresh.getByRole("dialog").count()).toBe(0);
    expect((await api.json("GET", `/v1/voices/${voiceId}`)).safety_control).toBeNull();

    // The admin's control on the voice page.
    await fresh.goto(`${chorus.url}/app/voices/${voiceId}`);
    const safety = fresh.getByRole("region", { name: "Voice safety" });
    expect(await safety.getByLabel(/No restriction/).isChecked()).toBe(true);
    await safety.getByLabel(/Blocked/).check();
    await safety.getByRole("button", { name: "Apply" }).click();
    await fresh.getByText(blockedMessage).first().waitFor();
    expect((await api.json("GET", `/v1/voices/${voiceId}`)).safety_control).toBe("BAN");
    // Set here by this admin: the lists do not announce it back in a dialog.
    await fresh.goto(`${chorus.url}/app/voices?tab=mine`);
    await mine.getByText("Blocked", { exact: true }).waitFor();
    await fresh.waitForTimeout(500);
    expect(await fresh.getByRole("dialog").count()).toBe(0);
    await context.close();
  }, 120_000);

  it("steers a language the recognizer lacks to manual verification and shows the request plainly", async () => {
    const created = await api.json("POST", "/v1/voices/pvc", { name: "Stimme", language: "de" });
    const germanId = created.voice_id as string;
    await page.goto(`${chorus.url}/app/voices/professional/${germanId}`);
    // A draft without samples opens on the samples step.
    await page.getByRole("heading", { name: "Upload your recordings" }).waitFor();
    await page.getByLabel("Professional voice samples").setInputFiles(recordings.interview);
    await page
      .getByRole("list", { name: "Uploaded samples" })
      .getByText("interview.wav")
      .waitFor({ timeout: 30_000 });
    await page
      .getByRole("navigation", { name: "Professional clone steps" })
      .getByRole("button", { name: /Verify/ })
      .click();

    const unsupported = page
      .getByRole("status")
      .filter({ hasText: "A captcha cannot be checked in this language" });
    await unsupported
      .getByText(/^Speech recognition for German is not available/)
      .waitFor({ timeout: 15_000 });
    await unsupported.getByRole("button", { name: "Request manual verification" }).click();
    const send = page.getByRole("button", { name: "Request manual verification" });
    await send.click();
    await page.getByText("Add at least one supporting document").waitFor();
    const consent = path.join(folder, "consent.pdf");
    fs.writeFileSync(consent, "%PDF-1.4 consent of the speaker");
    await page.getByLabel("Supporting documents").setInputFiles(consent);
    await page.getByRole("list", { name: "Chosen documents" }).getByText("consent.pdf").waitFor();
    await page.getByLabel(/Note for the reviewer/).fill("I am the speaker; the signed consent is attached.");
    await send.click();
    await page.getByText(/Requested on .* with consent\.pdf/).waitFor({ timeout: 15_000 });
    await page.getByText("Manual verification requested", { exact: true }).first().waitFor();
    await shoot(page, "voices-pro-manual-verification");

    // The voice page says so and leads to the Voice Verification page.
    await page.goto(`${chorus.url}/app/voices/${germanId}`);
    await page.getByText("Manual verification was requested.", { exact: false }).waitFor();
    await page.getByRole("link", { name: "View verification" }).click();
    await page.waitForURL(/\/verification$/);
    await page.getByRole("heading", { name: "Voice verification", level: 1 }).waitFor();
    await page.getByText(/Requested on .* with consent\.pdf/).waitFor();
    await shoot(page, "voices-verification-page");
  }, 90_000);
});
