/// <reference lib="dom" />
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { wavHeader } from "@chorus/adapters/audio";
import { festivalSpeech, type StartedChorus, silence16k } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked by the assertions that read them
type Json = Record<string, any>;

/** The support template's first message, with its {{caller_name}} default. */
const greeting = "Hi there, this is Ava from Crumb Bakery. How can I help you today?";
const password = "test-panel-password-1";
/** Test calls are charged at half the 1,000 credits a minute, by the second, rounded up. */
const developmentCredits = (seconds: number) => Math.ceil((seconds * 500) / 60);

/**
 * The agent page's "Test agent" panel in Chromium: a text chat with an agent made from the support
 * template (first message, an answer from its prompt, End call, then the conversation in the
 * history at the development rate); a voice call whose microphone is Chromium's fake device playing
 * a Festival recording of a question; and the explanation (with chat instead) when the browser
 * refuses the microphone.
 */
describe("web app: the agent test panel", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let folder: string;
  let token: string;
  /** The fake microphone of the interruption case: the caller speaks over the agent's greeting. */
  let interrupting = "";
  let agentUrl = "";
  const email = uniqueEmail("test-panel");
  const consoleErrors: string[] = [];

  const api = async (path: string): Promise<Json> => {
    const response = await fetch(`${chorus.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const json = (await response.json()) as Json;
    expect(response.status, JSON.stringify(json)).toBe(200);
    return json;
  };
  const panelOf = (on: Page) => on.getByRole("region", { name: "Test agent" });
  const transcriptOf = (on: Page) => panelOf(on).getByRole("list", { name: "Live transcript" });
  /** The panel's link to the ended call in the history. */
  const historyLinkOf = (on: Page) =>
    panelOf(on).getByRole("link", { name: "Open the conversation in the history" });
  /** The ended call's stored conversation, once it has settled (`done`). */
  const settledConversation = async (on: Page): Promise<Json> => {
    const conversationId = (await historyLinkOf(on).getAttribute("href"))!.split("/").pop()!;
    let stored: Json = {};
    await expect
      .poll(
        async () => {
          stored = await api(`/v1/convai/conversations/${conversationId}`);
          return stored.status;
        },
        { timeout: 30_000 },
      )
      .toBe("done");
    return stored;
  };

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    token = await createOnboardedAccount(chorus.url, email, password);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-test-panel-e2e-"));
    // The caller: silence while the agent greets, the question, then silence so the turn ends.
    const question = await festivalSpeech("What are your opening hours?");
    const samples = new Int16Array([...silence16k(6), ...question, ...silence16k(4)]);
    const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    const recording = path.join(folder, "opening-hours.wav");
    fs.writeFileSync(recording, Buffer.concat([wavHeader(16_000, pcm.length), pcm]));
    const overGreeting = await festivalSpeech("Wait, how much is a sourdough loaf?");
    const early = new Int16Array([...silence16k(1.5), ...overGreeting, ...silence16k(4)]);
    const earlyPcm = Buffer.from(early.buffer, early.byteOffset, early.byteLength);
    interrupting = path.join(folder, "interrupting.wav");
    fs.writeFileSync(interrupting, Buffer.concat([wavHeader(16_000, earlyPcm.length), earlyPcm]));
    browser = await launchBrowser([
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${recording}%noloop`,
      "--autoplay-policy=no-user-gesture-required",
    ]);
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ["microphone"],
    });
    page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await signInInBrowser(page, chorus.url, email, password);

    // An agent from the support template, as a person makes one.
    await page.goto(`${chorus.url}/app/agents`);
    await page.getByRole("button", { name: "New agent" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New agent" });
    await dialog.getByRole("radio", { name: /Support agent/ }).check();
    await dialog.getByRole("button", { name: "Create agent" }).click();
    await page.waitForURL(/\/app\/agents\/agent_\w+$/);
    agentUrl = page.url();
  });
  afterAll(async () => {
    await browser?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("chats with the agent: its first message, an answer from the prompt, Escape ends, and the history shows it at the development rate", async () => {
    const panel = panelOf(page);
    await panel.getByText("Test calls cost half: 500 credits a minute.", { exact: false }).waitFor();
    await panel.getByRole("button", { name: "Chat", exact: true }).click();
    const transcript = transcriptOf(page);
    await transcript.getByRole("listitem").filter({ hasText: greeting }).waitFor({ timeout: 30_000 });
    await panel.getByRole("status").filter({ hasText: "Chat open" }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Typing goes to the message box (focused once connected); Enter sends.
    const box = panel.getByRole("textbox", { name: "Message" });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type("When do you open?");
    await page.keyboard.press("Enter");
    expect(await box.inputValue()).toBe("");
    await transcript.getByRole("listitem").filter({ hasText: "When do you open?" }).waitFor();
    const answer = transcript.getByRole("listitem").filter({ hasText: "7 am" });
    await answer.waitFor({ timeout: 30_000 });
    expect(await answer.textContent()).not.toContain("When do you open?");
    // A few seconds on the meter, so the charge is more than the first second's.
    await expect
      .poll(async () => Number(await panel.getByTestId("test-call-credits").textContent()), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(developmentCredits(3));
    await saveScreenshot(page, "agent-test-panel-chat.png", { fullPage: true });

    // Escape ends the call.
    await page.keyboard.press("Escape");
    await panel.getByText("You ended the call.").waitFor();
    const shownSeconds = (await panel.getByTestId("test-call-duration").textContent())!
      .split(":")
      .reduce((total, part) => total * 60 + Number(part), 0);
    const shownCredits = Number(await panel.getByTestId("test-call-credits").textContent());
    expect(shownCredits).toBe(developmentCredits(shownSeconds));
    await panel.getByRole("button", { name: "Start call" }).waitFor();

    // The call's conversation, from the link the panel gives.
    await historyLinkOf(page).click();
    await page.waitForURL(/\/app\/conversations\/conv_\w+$/);
    const conversationId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("heading", { name: "Conversation with Crumb Bakery support", level: 1 }).waitFor();
    const turns = page.getByRole("region", { name: "Transcript" }).getByRole("listitem");
    await turns.filter({ hasText: greeting }).waitFor();
    await turns.filter({ hasText: "When do you open?" }).filter({ hasText: "Typed" }).waitFor();
    await turns.filter({ hasText: "7 am" }).filter({ hasText: "LLM: chorus-retrieval" }).waitFor();

    const stored = await api(`/v1/convai/conversations/${conversationId}`);
    expect(stored.metadata).toMatchObject({ text_only: true, charging: { dev_discount: true } });
    // The server's charge, by its own clock, is the development rate's; the panel counted the same way.
    expect(stored.metadata.cost).toBe(developmentCredits(stored.metadata.call_duration_secs));
    expect(Math.abs(stored.metadata.call_duration_secs - shownSeconds)).toBeLessThanOrEqual(2);
    const details = page.getByRole("region", { name: "Details" });
    await details.getByText("Yes, half price (test call)").waitFor();
    await expect
      .poll(async () =>
        Number(
          (
            await details
              .locator(".conv-details__row", { hasText: "Cost in credits" })
              .locator("dd")
              .textContent()
          )?.replace(/\D/g, ""),
        ),
      )
      .toBe(stored.metadata.cost);

    // The agent's page links to its conversations, this one among them.
    await page.goto(agentUrl);
    await page.getByRole("main").getByRole("link", { name: "Conversations" }).click();
    await page.waitForURL(/\/app\/conversations\?agent=agent_\w+$/);
    const rows = page.getByRole("row").filter({ hasText: "Crumb Bakery support" });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
  });

  it("holds a voice call: the agent greets aloud, hears the microphone's question and answers it", async () => {
    await page.goto(agentUrl);
    const panel = panelOf(page);
    await panel.getByRole("button", { name: "Start call" }).click();
    await panel
      .getByRole("status")
      .filter({ hasText: /Agent speaking|Listening/ })
      .waitFor({ timeout: 30_000 });
    const transcript = transcriptOf(page);
    await transcript.getByRole("listitem").filter({ hasText: greeting }).waitFor({ timeout: 30_000 });
    // The orb follows the call's sound.
    await page.locator(".test-orb__core").waitFor();
    await expect
      .poll(
        () =>
          page
            .locator(".test-orb__core")
            .evaluate((orb) => Number((orb as HTMLElement).style.getPropertyValue("--orb-level") || 0)),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    // The fake microphone asks after its silence: the server recognises it and the agent answers.
    // (Through the browser's noise suppression pocketsphinx hears "hours" or "bars"; the rest is steady.)
    const heard = transcript.getByRole("listitem").filter({ hasText: /what are your opening/i });
    await heard.waitFor({ timeout: 60_000 });
    const answer = transcript.getByRole("listitem").filter({ hasText: "7 am" });
    await answer.waitFor({ timeout: 60_000 });
    await saveScreenshot(page, "agent-test-panel-voice.png", { fullPage: true });

    await panel.getByRole("button", { name: "End call" }).click();
    await panel.getByText("You ended the call.").waitFor();
    const stored = await settledConversation(page);
    expect(stored.metadata).toMatchObject({ text_only: false, charging: { dev_discount: true } });
    expect(stored.has_audio).toBe(true);
    const caller = stored.transcript.find(
      (turn: Json) => turn.role === "user" && turn.source_medium === "audio",
    );
    expect(caller?.message).toMatch(/what are your opening/);
  }, 150_000);

  it("marks the agent's reply as interrupted when the caller speaks over it", async () => {
    const other = await launchBrowser([
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${interrupting}%noloop`,
      "--autoplay-policy=no-user-gesture-required",
    ]);
    try {
      const otherPage = await (
        await other.newContext({ viewport: { width: 1280, height: 900 }, permissions: ["microphone"] })
      ).newPage();
      await signInInBrowser(otherPage, chorus.url, email, password);
      await otherPage.goto(agentUrl);
      const panel = panelOf(otherPage);
      await panel.getByRole("button", { name: "Start call" }).click();
      const transcript = transcriptOf(otherPage);
      // The greeting stops where the caller cut in: marked, with what was not heard struck through.
      const cut = transcript.getByRole("listitem").filter({ hasText: "Interrupted" });
      await cut.waitFor({ timeout: 60_000 });
      // How much of it was heard depends on when the loaded machine started playing it: at least
      // its first word, never all of it.
      expect(await cut.textContent()).toMatch(/^Agent: Hi\b.*not heard: /i);
      await cut.locator(".test-turn__unheard").waitFor();
      await saveScreenshot(otherPage, "agent-test-panel-interrupted.png");
      await panel.getByRole("button", { name: "End call" }).click();
      await panel.getByText("You ended the call.").waitFor();

      // The history keeps the interruption: the record first (its turns say why, should it not)…
      const stored = await settledConversation(otherPage);
      const storedGreeting = stored.transcript.find((turn: Json) => turn.role === "agent");
      expect(storedGreeting?.interrupted, JSON.stringify(stored.transcript)).toBe(true);
      // …then the page.
      await historyLinkOf(otherPage).click();
      const greetingTurn = otherPage
        .getByRole("region", { name: "Transcript" })
        .getByRole("listitem")
        // What was heard of the greeting: the cut can fall anywhere after its first word.
        .filter({ hasText: storedGreeting.message });
      await greetingTurn.filter({ hasText: "Interrupted" }).waitFor({ timeout: 30_000 });
      await greetingTurn.getByText(/^Not heard: /).waitFor();
    } finally {
      await other.close();
    }
  }, 150_000);

  it("explains a refused microphone and offers a chat instead", async () => {
    // Without the fake UI flag, headless Chromium answers the permission prompt with a refusal.
    const refusing = await launchBrowser(["--use-fake-device-for-media-stream"]);
    try {
      const other = await refusing.newPage({ viewport: { width: 1280, height: 900 } });
      await signInInBrowser(other, chorus.url, email, password);
      await other.goto(agentUrl);
      const panel = panelOf(other);
      await panel.getByRole("button", { name: "Start call" }).click();
      const refusal = panel.getByRole("alert").filter({ hasText: "Microphone access denied" });
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain("set Microphone to Allow");
      expect(await seriousAxeFindings(other)).toEqual([]);
      await refusal.getByRole("button", { name: "Chat instead" }).click();
      await transcriptOf(other)
        .getByRole("listitem")
        .filter({ hasText: greeting })
        .waitFor({ timeout: 30_000 });
      expect(await panel.getByRole("alert").count()).toBe(0);
      await panel.getByRole("button", { name: "End call" }).click();
      await panel.getByText("You ended the call.").waitFor();
    } finally {
      await refusing.close();
    }
  });

  it("logged no error in the console", () => {
    expect(consoleErrors).toEqual([]);
  });
});
