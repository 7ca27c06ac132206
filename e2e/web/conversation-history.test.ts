/// <reference lib="dom" />
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { agentApi } from "../agents/support/agent-api.ts";
import { type SharedChorusAccount, sharedChorusAccount } from "../support/shared-chorus-account.ts";
import { signInInBrowser } from "./support/accounts.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers and frames, checked by the assertions that read them
type Json = Record<string, any>;

const bakeryPrompt =
  "You are the assistant of Crumb Bakery. Crumb Bakery opens at 7 am and closes at 6 pm every day. A sourdough loaf costs 5 euros.";
const tutorPrompt = "You are a maths tutor. A prime number has exactly two divisors: 1 and itself.";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A caller holding a conversation over the WebSocket as the official client does (the `convai`
 * subprotocol, the init frame first), with a signed URL: what a phone line or a widget would leave
 * in the history.
 */
async function openConversation(signedUrl: string) {
  const ws = new WebSocket(signedUrl, ["convai"]);
  const frames: Json[] = [];
  const waiters: { test: (frame: Json) => boolean; resolve: (frame: Json) => void }[] = [];
  ws.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as Json;
    frames.push(frame);
    if (frame.type === "ping") ws.send(JSON.stringify({ type: "pong", event_id: frame.ping_event.event_id }));
    for (const waiter of [...waiters])
      if (waiter.test(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  ws.send(JSON.stringify({ type: "conversation_initiation_client_data" }));
  const waitFor = (test: (frame: Json) => boolean, timeoutMs = 30_000) => {
    const seen = frames.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise<Json>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no such frame; got ${frames.map((f) => f.type).join(", ")}`)),
        timeoutMs,
      );
      waiters.push({
        test,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  };
  const metadata = await waitFor((frame) => frame.type === "conversation_initiation_metadata");
  const replies = () => frames.filter((frame) => frame.type === "agent_response");
  return {
    id: metadata.conversation_initiation_metadata_event.conversation_id as string,
    closed,
    /** Waits for the agent's reply number `n` (1: the first message) and for its audio, when spoken. */
    async reply(n: number, spoken: boolean) {
      await waitFor(() => replies().length >= n);
      const reply = replies()[n - 1]!;
      if (spoken)
        await waitFor(
          (frame) =>
            frame.type === "audio" && frame.audio_event.event_id === reply.agent_response_event.event_id,
        );
      return reply.agent_response_event.agent_response as string;
    },
    say: (text: string) => ws.send(JSON.stringify({ type: "user_message", text })),
    hangUp: () => ws.close(),
  };
}

/**
 * The conversation history in Chromium: the list with its filters (agent, outcome, dates, minimum
 * duration, tag), one conversation's transcript, details and recording (a click on a turn plays
 * from its time), feedback, tags, a triage ticket raised from it (seen on the Tickets page), and delete.
 */
describe("web app: conversation history", () => {
  let account: SharedChorusAccount;
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];
  /** The voice call with the bakery (a recording, several turns), and the tutor's text chat. */
  let bakery = { agentId: "", conversationId: "", questionAt: 0 };
  let tutor = { agentId: "", conversationId: "" };

  const { api, createAgent } = agentApi(() => account);
  const signedUrl = async (agentId: string) =>
    (await api("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`)).signed_url as string;
  /** Waits until the conversation is over and settled (it passes through "processing"). */
  const done = async (conversationId: string) => {
    const deadline = Date.now() + 30_000;
    while ((await api("GET", `/v1/convai/conversations/${conversationId}`)).status !== "done") {
      if (Date.now() > deadline) throw new Error(`${conversationId} did not finish`);
      await pause(250);
    }
  };
  const rows = () =>
    page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") });

  beforeAll(async () => {
    account = await sharedChorusAccount("conversation-history");
    const bakeryId = await createAgent({
      name: "Crumb Bakery",
      conversation_config: {
        agent: { first_message: "Hello, this is Crumb Bakery.", prompt: { prompt: bakeryPrompt } },
        turn: { turn_timeout: -1 },
      },
    });
    const tutorId = await createAgent({
      name: "Maths tutor",
      conversation_config: {
        agent: { first_message: "Hi, I am your tutor.", prompt: { prompt: tutorPrompt } },
        conversation: { text_only: true },
        turn: { turn_timeout: -1 },
      },
    });

    // A voice call: the greeting is spoken, a question typed a few seconds in, the answer spoken,
    // and the line held past ten seconds (the minimum-duration filter tells it from the chat).
    const call = await openConversation(await signedUrl(bakeryId));
    await call.reply(1, true);
    await pause(3_000);
    call.say("When do you open?");
    expect(await call.reply(2, true)).toContain("7 am");
    await pause(9_000);
    call.hangUp();
    await call.closed;
    // A short text chat that the tutor ends itself (end_call) when the caller says goodbye.
    const chat = await openConversation(await signedUrl(tutorId));
    await chat.reply(1, false);
    chat.say("Thanks, goodbye!");
    expect(await chat.closed).toBe(1000);
    await Promise.all([done(call.id), done(chat.id)]);

    const stored = await api("GET", `/v1/convai/conversations/${call.id}`);
    expect(stored.has_audio).toBe(true);
    expect(stored.metadata.call_duration_secs).toBeGreaterThanOrEqual(10);
    const question = stored.transcript.find((turn: Json) => turn.role === "user");
    bakery = { agentId: bakeryId, conversationId: call.id, questionAt: question.time_in_call_secs };
    expect(bakery.questionAt).toBeGreaterThanOrEqual(2);
    tutor = { agentId: tutorId, conversationId: chat.id };

    browser = await launchBrowser(["--autoplay-policy=no-user-gesture-required"]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await signInInBrowser(page, account.chorus.url, account.email, account.password);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("lists the conversations, filtered by agent, outcome, dates and minimum duration", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Conversations" })
      .click();
    await page.waitForURL(`${account.chorus.url}/app/conversations`);
    await expect.poll(() => rows().count()).toBe(2);
    // Newest first: the chat, then the call.
    expect(await rows().nth(0).textContent()).toContain("Maths tutor");
    expect(await rows().nth(1).textContent()).toContain("Crumb Bakery");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, "conversation-history-list.png");

    await page.getByLabel("Agent").selectOption({ label: "Maths tutor" });
    await page.waitForURL(/agent=agent_\w+/);
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain("Maths tutor");
    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect.poll(() => page.getByLabel("Agent").inputValue()).toBe(tutor.agentId);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => rows().count()).toBe(2);

    // Nothing is evaluated yet: every outcome is "Not evaluated".
    await page.getByLabel("Outcome").selectOption({ label: "Failed" });
    await page.getByText("No conversation matches these filters").waitFor();
    await page.getByLabel("Outcome").selectOption({ label: "Not evaluated" });
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByLabel("Outcome").selectOption({ label: "Any outcome" });

    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    };
    await page.getByLabel("From").fill(day(1));
    await page.getByText("No conversation matches these filters").waitFor();
    await page.getByLabel("From").fill(day(-1));
    await page.getByLabel("To").fill(day(0));
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByLabel("To").fill(day(-1));
    await page.getByText("No conversation matches these filters").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();

    await page.getByLabel("Minimum duration").selectOption({ label: "10 sec" });
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain("Crumb Bakery");
    expect(new URL(page.url()).searchParams.get("min")).toBe("10");
  });

  it("shows a conversation: transcript with times, the tool call, details, and a turn plays the recording from its time", async () => {
    await rows().first().getByRole("link").click();
    await page.waitForURL(`${account.chorus.url}/app/conversations/${bakery.conversationId}`);
    await page.getByRole("heading", { name: "Conversation with Crumb Bakery", level: 1 }).waitFor();
    const transcript = page.getByRole("region", { name: "Transcript" });
    const turns = transcript.getByRole("list").first().locator(":scope > li");
    await expect.poll(() => turns.count()).toBe(3);
    expect(await turns.nth(0).textContent()).toContain("Hello, this is Crumb Bakery.");
    const question = turns.nth(1);
    expect(await question.textContent()).toContain("When do you open?");
    expect(await question.textContent()).toContain("Typed");
    expect(await turns.nth(2).textContent()).toContain("LLM: chorus-retrieval");

    const details = page.getByRole("region", { name: "Details" });
    const detail = async (term: string) =>
      (await details.locator(".conv-details__row", { hasText: term }).locator("dd").textContent())?.trim();
    expect(await detail("Development rate")).toBe("No");
    expect(await detail("Text only")).toBe("No");
    expect(await detail("Authorization")).toBe("Signed URL");
    expect(await detail("Language")).toBe("English");
    expect(await detail("Ended because")).toBe("client disconnected");

    // The recording: its waveform, then a click on the caller's turn plays from the turn's time.
    const waveform = page.getByRole("slider", { name: "Seek" });
    await expect
      .poll(async () => Number(await waveform.getAttribute("aria-valuemax")))
      .toBeGreaterThanOrEqual(10);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await question.locator(".conv-turn__message").click();
    const audioTime = () =>
      page.evaluate(
        () => document.querySelector<HTMLAudioElement>("[data-testid=transcript-audio]")?.currentTime ?? -1,
      );
    await expect.poll(audioTime).toBeGreaterThanOrEqual(bakery.questionAt);
    expect(await audioTime()).toBeLessThan(bakery.questionAt + 3);
    await page.getByRole("button", { name: "Pause the recording" }).click();
    expect(await turns.nth(0).getAttribute("aria-current")).toBeNull();
    // The greeting's time button seeks back to the start, and the greeting is the turn being heard.
    await turns
      .nth(0)
      .getByRole("button", { name: /^Play from 0:0\d$/ })
      .click();
    await expect.poll(audioTime).toBeLessThan(bakery.questionAt);
    await page.getByRole("button", { name: "Pause the recording" }).click();
    expect(await turns.nth(0).getAttribute("aria-current")).toBe("true");
    await saveScreenshot(page, "conversation-history-detail.png", { fullPage: true });

    // The tutor's chat ended with its end_call tool.
    await page.goto(`${account.chorus.url}/app/conversations/${tutor.conversationId}`);
    await page.getByRole("heading", { name: "Conversation with Maths tutor", level: 1 }).waitFor();
    await page.getByRole("region", { name: "Transcript" }).getByText("Tool call: end_call").waitFor();
    await page.getByText("No recording was kept", { exact: false }).waitFor();
    expect(await page.getByRole("slider", { name: "Seek" }).count()).toBe(0);
  });

  it("keeps a like, then a rating with a comment", async () => {
    const feedback = page.getByRole("region", { name: "Feedback" });
    const like = feedback.getByRole("button", { name: "Like", exact: true });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(
        async () => (await api("GET", `/v1/convai/conversations/${tutor.conversationId}`)).metadata.feedback,
      )
      .toMatchObject({ overall_score: "like" });

    await feedback.getByRole("radio", { name: "4" }).click();
    await feedback.getByLabel("Comment").fill("Ended the chat politely.");
    await feedback.getByRole("button", { name: "Save rating and comment" }).click();
    await page.getByRole("status").filter({ hasText: "Feedback saved" }).waitFor();
    const stored = (await api("GET", `/v1/convai/conversations/${tutor.conversationId}`)).metadata.feedback;
    expect(stored).toMatchObject({ overall_score: "like", rating: 4, comment: "Ended the chat politely." });

    await page.reload();
    await expect
      .poll(() => feedback.getByRole("button", { name: "Like", exact: true }).getAttribute("aria-pressed"))
      .toBe("true");
    expect(await feedback.getByRole("radio", { name: "4" }).isChecked()).toBe(true);
    expect(await feedback.getByLabel("Comment").inputValue()).toBe("Ended the chat politely.");
  });

  it("tags a conversation from the keyboard, filters the list by the tag, and takes it off again", async () => {
    const tags = page.getByRole("region", { name: "Tags" });
    await tags.getByText("No tags yet.").waitFor();
    const field = tags.getByLabel("Add a tag");
    await field.fill("Follow up");
    await field.press("Enter");
    await page.getByRole("status").filter({ hasText: "New tag Follow up created and added" }).waitFor();
    const chips = tags.getByRole("list", { name: "Tags" }).getByRole("listitem");
    await expect.poll(() => chips.allTextContents()).toEqual(["Follow up"]);
    expect(await field.inputValue()).toBe("");
    // The same title again (in any case) names the tag it already has.
    await field.fill("follow UP");
    await field.press("Enter");
    await tags.getByText("This conversation already has the tag Follow up.").waitFor();
    await field.fill("");
    const stored = await api("GET", `/v1/convai/conversations/${tutor.conversationId}`);
    expect(stored.tag_ids).toHaveLength(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, "conversation-history-tags.png", { fullPage: true });

    await page.goto(`${account.chorus.url}/app/conversations`);
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByLabel("Tag", { exact: true }).selectOption({ label: "Follow up" });
    await page.waitForURL(/tag=ctag_\w+/);
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain("Maths tutor");
    expect(await rows().first().textContent()).toContain("Follow up");
    await saveScreenshot(page, "conversation-history-tag-filter.png");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => rows().count()).toBe(2);

    await page.goto(`${account.chorus.url}/app/conversations/${tutor.conversationId}`);
    const remove = tags.getByRole("button", { name: "Remove tag Follow up" });
    await remove.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Tag Follow up removed" }).waitFor();
    await tags.getByText("No tags yet.").waitFor();
    // The keyboard stays in the card: on the field that adds a tag.
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await api("GET", `/v1/convai/conversations/${tutor.conversationId}`)).tag_ids).toEqual([]);
  });

  it("raises a ticket from a conversation, with a comment on a turn, and finds it on the Tickets page", async () => {
    const title = "The opening hours should mention Sundays.";
    await page.goto(`${account.chorus.url}/app/conversations/${bakery.conversationId}`);
    await page.getByRole("heading", { name: "Conversation with Crumb Bakery", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Create ticket" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a ticket" });
    await dialog.getByLabel("Comment", { exact: true }).fill(title);
    await dialog.getByLabel("Priority").selectOption({ label: "High" });
    // The third turn: the agent's answer (turns are numbered from 0 on the wire).
    await dialog.getByLabel("Comment on a turn").selectOption("2");
    await dialog.getByLabel("What went wrong at this turn").fill("Sunday hours missing.");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Create ticket" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Ticket ${title} created` })
      .waitFor();

    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Tickets" })
      .click();
    await page.waitForURL(`${account.chorus.url}/app/agents/tickets`);
    const row = rows().filter({ hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Crumb Bakery");
    expect(await row.textContent()).toContain("High");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, "tickets-list.png");

    await row.getByRole("link", { name: title }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    const turnComments = page.getByRole("region", { name: "Turn comments" });
    await turnComments.getByText("Sunday hours missing.").waitFor();
    await page.getByLabel("Status").selectOption({ label: "In progress" });
    await page.getByRole("status").filter({ hasText: "Ticket saved" }).waitFor();
    const ticketId = new URL(page.url()).pathname.split("/").at(-1)!;
    expect((await api("GET", `/v1/convai/triage-tickets/${ticketId}`)).status).toBe("in_progress");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveScreenshot(page, "ticket-detail.png", { fullPage: true });

    // The turn comment links to its turn, which the conversation's page scrolls to and focuses.
    await turnComments.getByRole("link", { name: "Turn 3" }).click();
    await page.waitForURL(`${account.chorus.url}/app/conversations/${bakery.conversationId}#turn-2`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("turn-2");

    await page.goto(`${account.chorus.url}/app/conversations/${tutor.conversationId}`);
    await page.getByRole("heading", { name: "Conversation with Maths tutor", level: 1 }).waitFor();
  });

  it("deletes a conversation after asking", async () => {
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this conversation?" });
    await dialog.getByText("Its transcript and recording are deleted for good.").waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(`${account.chorus.url}/app/conversations`);
    await page.getByRole("status").filter({ hasText: "Conversation deleted" }).waitFor();
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain("Crumb Bakery");
    const gone = await fetch(`${account.chorus.url}/v1/convai/conversations/${tutor.conversationId}`, {
      headers: { "xi-api-key": account.apiKey },
    });
    expect(gone.status).toBe(404);
  });

  it("logged no error in the console", () => {
    expect(consoleErrors).toEqual([]);
  });
});
