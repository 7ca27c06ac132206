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

const text = "Hello from the Chorus speech synthesis page. This is a short test sentence.";

/** Speech synthesis in the browser: generate, play in the bottom player, then manage it in history. */
describe("web app: speech synthesis, player and history", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail("speaker");

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, "speaker-password-1");
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
    await signInInBrowser(page, chorus.url, email, "speaker-password-1");
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("generates speech and plays it in the bottom player", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Speech synthesis" })
      .click();
    await page.waitForURL(`${chorus.url}/app/speech-synthesis`);
    await page.getByRole("heading", { name: "Speech synthesis", level: 1 }).waitFor();

    await page.getByLabel("Text", { exact: true }).fill(text);
    // "75 characters", or "75 / 10,000 characters" once the model's request limit has loaded.
    await page
      .getByText(new RegExp(`^${text.length}( / [\\d,.\\s]+)? characters\\b`))
      .first()
      .waitFor();

    // The page opens ready to generate: a voice is chosen before anyone picks one.
    await page.getByText(/^Speaking as /).waitFor();
    expect(await page.getByRole("button", { name: "Generate speech" }).isEnabled()).toBe(true);
    const pick = page.getByRole("button", { name: /^Use voice / }).nth(1);
    await pick.waitFor();
    const picked = (await pick.getAttribute("aria-label"))!.replace(/^Use voice /, "");
    await pick.click();
    await page.getByText(`Speaking as ${picked}.`).waitFor();

    // Spec 001 §5: stability over 50% warns.
    await page.getByLabel("Stability").fill("0.8");
    await page.getByText("Stability over 50%", { exact: false }).waitFor();
    await page.getByLabel("Stability").fill("0.5");

    await page.getByRole("button", { name: "Generate speech" }).click();
    const player = page.getByRole("region", { name: "Audio player" });
    await player.waitFor();
    await expect
      .poll(() => player.getAttribute("data-state"), { timeout: 60_000 })
      .toMatch(/^(ready|playing|paused|ended)$/);
    if ((await player.getAttribute("data-state")) !== "playing") {
      await player.getByRole("button", { name: "Play" }).click();
    }
    await expect
      .poll(() => player.getAttribute("data-state"), { timeout: 15_000 })
      .toMatch(/^(playing|ended)$/);
    const audio = () =>
      page.evaluate(() => {
        const element = document.querySelector<HTMLAudioElement>("[data-testid=player-audio]");
        return element ? { src: element.src, duration: element.duration } : null;
      });
    expect((await audio())?.src).toMatch(/^blob:/);
    // The element may start playing before its metadata (and so its duration) has been read.
    await expect.poll(async () => (await audio())?.duration ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    await saveScreenshot(page, "speech-synthesis.png", { fullPage: false });

    // Spec 000 §4: feedback controls appear after 3 s of playback or at the end.
    await player.getByRole("button", { name: "Good" }).waitFor({ timeout: 20_000 });
    // Space toggles playback when focus is not in a text field.
    await page.getByRole("heading", { name: "Speech synthesis", level: 1 }).click();
    const before = await player.getAttribute("data-state");
    await page.keyboard.press("Space");
    await expect.poll(() => player.getAttribute("data-state")).not.toBe(before);
  });

  it("browses the voice library with filters", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Voices" })
      .click();
    await page.waitForURL(`${chorus.url}/app/voices`);
    await page.getByRole("heading", { name: "Voices", level: 1 }).waitFor();
    // Grouped: English (the interface's language), then the others, each showing nine until "Show all".
    const english = page.getByRole("region", { name: /^English \d+$/ });
    await english.getByRole("listitem").first().waitFor();
    const others = page.getByRole("region", { name: /^Other languages \d+$/ });
    const countIn = async (group: typeof english) =>
      Number((await group.getByRole("heading").textContent())!.match(/\d+$/)![0]);
    const all = (await countIn(english)) + (await countIn(others));
    expect(await others.getByRole("listitem").count()).toBe(9);
    await others.getByRole("button", { name: `Show all ${await countIn(others)}` }).click();
    expect(await others.getByRole("listitem").count()).toBe(await countIn(others));
    // A filter answers with one list of the matches.
    await page.getByLabel("Gender").selectOption("female");
    const list = page.getByRole("list", { name: "Voices" });
    await list.getByRole("listitem").first().waitFor();
    await expect.poll(() => list.getByRole("listitem").count()).toBeLessThan(all);
    await saveScreenshot(page, "voices.png", { fullPage: false });
    await page.getByLabel("Gender").selectOption("");
  });

  it("lists the generation in history, takes feedback and downloads the audio", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "History" })
      .click();
    await page.waitForURL(`${chorus.url}/app/history`);
    const list = page.getByRole("list", { name: "Generations" });
    const item = list.getByRole("listitem").filter({ hasText: text });
    await item.waitFor({ timeout: 20_000 });

    await item.getByRole("button", { name: "Give feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Rate this generation" });
    await dialog.getByRole("radio", { name: "Good" }).click();
    await dialog.getByLabel("Comments").fill("Too short");
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    await dialog.getByText("Feedback must be between 20 and 200 characters.").waitFor();
    await dialog.getByLabel("Comments").fill("Clear and natural delivery, nicely paced.");
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    await page.getByText("Thanks for your feedback").waitFor();
    await item.getByText("Rated good").waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      item.getByRole("button", { name: "Download" }).click(),
    ]);
    const file = await download.path();
    expect(download.suggestedFilename()).toMatch(/\.mp3$/);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    await saveScreenshot(page, "history.png", { fullPage: false });
  });
});
