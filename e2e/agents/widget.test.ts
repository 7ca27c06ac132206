/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser, so this file needs the DOM types.)
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SharedChorusAccount, sharedChorusAccount } from "../support/shared-chorus-account.ts";
import { seriousAxeFindings } from "../web/support/axe.ts";
import { launchBrowser } from "../web/support/browser.ts";
import { type CspViolation, recordCspViolations } from "../web/support/csp-violations.ts";
import { agentApi, type Json } from "./support/agent-api.ts";
import { type EmbedPageServer, serveEmbedPage } from "./support/embed-page-server.ts";

const bakeryPrompt =
  "You are the assistant of Crumb Bakery. Crumb Bakery opens at 7 am and closes at 6 pm every day. A sourdough loaf costs 5 euros.";
const firstMessage = "Hello, this is Crumb Bakery. How can I help?";
const germanFirstMessage = "Hallo, hier ist die Bäckerei Crumb. Wie kann ich helfen?";

/**
 * The agent widget in headless Chromium: the one-line embed on a customer's page of another origin
 * (on the agent's allowlist, under a strict CSP), and the public talk-to page with a private
 * agent's shareable token; each holds a text chat with the agent of the shared Chorus process.
 */
describe("agent widget in Chromium against Chorus", () => {
  let accounts: { embed: SharedChorusAccount; talk: SharedChorusAccount };
  let account: SharedChorusAccount;
  let browser: Browser;
  let site: EmbedPageServer;
  let context: BrowserContext;
  let violations: () => CspViolation[];
  let consoleLines: string[];

  const { api, createAgent } = agentApi(() => account);
  const conversationOf = async (agentId: string) => {
    let conversation: Json = {};
    await expect
      .poll(async () => {
        const listed = await api("GET", `/v1/convai/conversations?agent_id=${agentId}`);
        if (listed.conversations.length !== 1) return "none yet";
        conversation = await api(
          "GET",
          `/v1/convai/conversations/${listed.conversations[0].conversation_id}`,
        );
        return conversation.status;
      })
      .toBe("done");
    return conversation;
  };
  const openPage = async (url: string): Promise<Page> => {
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        consoleLines.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => consoleLines.push(`pageerror: ${error.message}`));
    await page.goto(url);
    return page;
  };
  /**
   * A text chat: the first message, a question, the answer from the prompt, then the end;
   * `beforeEnd` runs while the call is still live.
   */
  const chat = async (page: Page, beforeEnd?: () => Promise<void>) => {
    const transcript = page.getByRole("list", { name: "Conversation" });
    await expect
      .poll(() => transcript.getByRole("listitem").allTextContents())
      .toEqual([`Agent: ${firstMessage}`]);
    // Focus went to the message box: typing and Enter send.
    const box = page.getByRole("textbox", { name: "Message" });
    await expect
      .poll(() => box.evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);
    await page.keyboard.type("When do you open?");
    await page.keyboard.press("Enter");
    const items = transcript.getByRole("listitem");
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.nth(1).textContent()).toBe("You: When do you open?");
    expect(await items.nth(2).textContent()).toContain("7 am");
    expect(await items.nth(2).textContent()).not.toContain("5 euros");
    await beforeEnd?.();
    await page.getByRole("button", { name: "End", exact: true }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Conversation ended");
    return (await items.nth(2).textContent())!.replace(/^Agent: /, "");
  };

  beforeAll(async () => {
    let embed: SharedChorusAccount;
    let talk: SharedChorusAccount;
    [embed, talk, browser] = await Promise.all([
      sharedChorusAccount("widget-embed"),
      sharedChorusAccount("widget-talk"),
      // A microphone exists, but pages are not allowed it (no permission is granted): a call is refused.
      launchBrowser(["--use-fake-device-for-media-stream"]),
    ]);
    accounts = { embed, talk };
    site = await serveEmbedPage(embed.chorus.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A fresh browser context per case; without the microphone permission a call asks and is refused. */
  const newContext = async (permissions: string[] = [], locale = "en-US") => {
    context = await browser.newContext({ permissions, locale });
    violations = await recordCspViolations(context);
    consoleLines = [];
  };
  afterEach(async () => {
    // Closing the pages closes their sockets: the server ends a call still open.
    await context?.close();
  });

  it("embeds with one line on a customer's page of another origin and chats by text; a refused microphone offers text", async () => {
    account = accounts.embed;
    await newContext();
    const agentId = await createAgent({
      name: "Crumb (widget)",
      conversation_config: {
        agent: { first_message: firstMessage, prompt: { prompt: bakeryPrompt } },
        turn: { turn_timeout: -1 },
      },
      platform_settings: {
        auth: { allowlist: [{ hostname: site.host }] },
        widget: {
          variant: "compact",
          placement: "bottom-right",
          action_text: "Questions about bread?",
          btn_color: "#123456",
          transcript_enabled: true,
        },
      },
    });
    const page = await openPage(site.pageOf(agentId));

    // The compact widget floats at the bottom right, collapsed behind its launcher.
    const launcher = page.getByRole("button", { name: "Questions about bread?" });
    await launcher.waitFor();
    expect(await launcher.getAttribute("aria-expanded")).toBe("false");
    const widget = page.locator("chorus-convai");
    expect(await widget.evaluate((host) => getComputedStyle(host).position)).toBe("fixed");
    const box = (await widget.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

    // Opened from the keyboard; the agent's button colour is applied.
    await launcher.focus();
    await page.keyboard.press("Enter");
    expect(await launcher.getAttribute("aria-expanded")).toBe("true");
    expect(await seriousAxeFindings(page)).toEqual([]);
    const startCall = page.getByRole("button", { name: "Start a call" });
    expect(await startCall.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      "rgb(18, 52, 86)",
    );

    // A call needs the microphone, which this browser refuses: the widget says so and offers text.
    await startCall.click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Microphone access denied. You can chat by text instead.");
    await page.getByRole("button", { name: "Chat by text" }).click();
    // Feedback is off by default: the replies have no like or dislike buttons.
    const answer = await chat(page, async () =>
      expect(await page.getByRole("button", { name: /like/i }).count()).toBe(0),
    );

    const conversation = await conversationOf(agentId);
    expect(conversation.metadata).toMatchObject({ text_only: true, authorization_method: "public" });
    expect(conversation.transcript.map((turn: Json) => [turn.role, turn.message])).toEqual([
      ["agent", firstMessage],
      ["user", "When do you open?"],
      ["agent", answer],
    ]);
    expect(violations()).toEqual([]);
    expect(consoleLines).toEqual([]);
  });

  /**
   * The page's policy allows scripts from Chorus only: the official client's fallback, worklets from
   * blob: or data: URLs, would be refused (a violation, and no audio), so a call that plays proves
   * the widget's worklets came from /convai-widget/worklets/.
   */
  it("starts a voice call by default: the audio worklets come from Chorus and the agent speaks", async () => {
    account = accounts.embed;
    await newContext(["microphone"]);
    const agentId = await createAgent({
      name: "Crumb (voice)",
      conversation_config: {
        agent: { first_message: firstMessage, prompt: { prompt: bakeryPrompt } },
        turn: { turn_timeout: -1 },
      },
      platform_settings: {
        auth: { allowlist: [{ hostname: site.host }] },
        widget: { variant: "full", transcript_enabled: true, speaking_text: "Crumb is talking" },
      },
    });
    const page = await openPage(site.pageOf(agentId));
    // The full variant has no launcher: the panel is open.
    await page.getByRole("button", { name: "Start a call" }).click();
    // Polled often and for long: on a loaded machine a short greeting's "talking" can fall between two
    // looks of the default poll (CI saw "Listening").
    await expect
      .poll(() => page.getByRole("status").textContent(), { interval: 20, timeout: 20_000 })
      .toBe("Crumb is talking");
    expect(await page.getByRole("list", { name: "Conversation" }).textContent()).toBe(
      `Agent: ${firstMessage}`,
    );
    // A voice call has no message box unless text input is on (it is, by default).
    expect(await page.getByRole("textbox", { name: "Message" }).count()).toBe(1);
    await page.getByRole("button", { name: "End", exact: true }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Conversation ended");

    const conversation = await conversationOf(agentId);
    expect(conversation.metadata).toMatchObject({ text_only: false, authorization_method: "public" });
    expect(violations()).toEqual([]);
    expect(consoleLines).toEqual([]);
  });

  it("holds a text chat on the talk-to page of a private agent with its shareable token, after its terms", async () => {
    account = accounts.talk;
    await newContext();
    const agentId = await createAgent({
      name: "Crumb <private>",
      conversation_config: {
        agent: { first_message: firstMessage, prompt: { prompt: bakeryPrompt } },
        conversation: { text_only: true },
        turn: { turn_timeout: -1 },
      },
      platform_settings: {
        auth: { enable_auth: true },
        widget: { shareable_page_text: "Ask us about our bread.", terms_text: "Chats are recorded." },
      },
    });
    const { token } = await api("GET", `/v1/convai/agents/${agentId}/link`);
    const link = `${account.chorus.url}/talk/${agentId}?token=${encodeURIComponent(token.conversation_token)}`;

    // Without the token the agent is not there.
    const refused = await openPage(`${account.chorus.url}/talk/${agentId}`);
    expect(await refused.getByRole("heading").textContent()).toBe("Agent not found");
    await refused.close();
    consoleLines.length = 0; // its 404, logged by Chromium

    const page = await openPage(link);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Crumb <private>");
    await page.getByText("Ask us about our bread.").waitFor();
    // A text-only agent: one button starts the chat, after the terms are accepted.
    expect(await page.getByRole("button", { name: "Start a call" }).count()).toBe(0);
    await page.getByRole("button", { name: "Start a chat" }).click();
    await page.getByText("Chats are recorded.").waitFor();
    await page.getByRole("button", { name: "Accept" }).click();
    const answer = await chat(page);
    expect(await seriousAxeFindings(page)).toEqual([]);

    const conversation = await conversationOf(agentId);
    expect(conversation.metadata).toMatchObject({ text_only: true, authorization_method: "shareable_link" });
    expect(conversation.transcript.map((turn: Json) => [turn.role, turn.message])).toEqual([
      ["agent", firstMessage],
      ["user", "When do you open?"],
      ["agent", answer],
    ]);
    expect(violations()).toEqual([]);
    expect(consoleLines).toEqual([]);
  });

  /** A text-only bakery agent on the customer's page (no microphone needed), with these settings. */
  const createTextAgent = (
    name: string,
    settings: { widget: Json; agent?: Json; presets?: Json; overrides?: Json },
  ) =>
    createAgent({
      name,
      conversation_config: {
        agent: { first_message: firstMessage, prompt: { prompt: bakeryPrompt }, ...settings.agent },
        conversation: { text_only: true },
        turn: { turn_timeout: -1 },
        ...(settings.presets ? { language_presets: settings.presets } : {}),
      },
      platform_settings: {
        auth: { allowlist: [{ hostname: site.host }] },
        widget: { variant: "full", ...settings.widget },
        ...(settings.overrides ? { overrides: settings.overrides } : {}),
      },
    });

  it('feedback "during": a like and a dislike on the replies, kept on their transcript turns', async () => {
    account = accounts.embed;
    await newContext();
    const agentId = await createTextAgent("Crumb (feedback during)", { widget: { feedback_mode: "during" } });
    const page = await openPage(site.pageOf(agentId));
    await page.getByRole("button", { name: "Start a chat" }).click();
    const likes = page.getByRole("button", { name: "Like", exact: true });
    const dislikes = page.getByRole("button", { name: "Dislike", exact: true });
    await chat(page, async () => {
      // One pair per agent reply: the first message and the answer.
      expect(await likes.count()).toBe(2);
      await likes.nth(0).click();
      await dislikes.nth(1).click();
      // A like replaces the dislike, and pressed again is taken back; then the dislike stands.
      await likes.nth(1).click();
      expect(await dislikes.nth(1).getAttribute("aria-pressed")).toBe("false");
      await likes.nth(1).click();
      expect(await likes.nth(1).getAttribute("aria-pressed")).toBe("false");
      await dislikes.nth(1).click();
      expect(await likes.nth(0).getAttribute("aria-pressed")).toBe("true");
      expect(await dislikes.nth(1).getAttribute("aria-pressed")).toBe("true");
    });
    // The call is over: no more feedback to give.
    expect(await likes.count()).toBe(0);

    const conversation = await conversationOf(agentId);
    expect(conversation.transcript.map((turn: Json) => [turn.role, turn.feedback?.score ?? null])).toEqual([
      ["agent", "like"],
      ["user", null],
      ["agent", "dislike"],
    ]);
    expect(conversation.metadata.feedback).toMatchObject({ likes: 1, dislikes: 1 });
    expect(violations()).toEqual([]);
    expect(consoleLines).toEqual([]);
  });

  it('feedback "end": asked once the person ends the chat, the answer sent before the call closes', async () => {
    account = accounts.embed;
    await newContext();
    const agentId = await createTextAgent("Crumb (feedback end)", { widget: { feedback_mode: "end" } });
    const page = await openPage(site.pageOf(agentId));
    await page.getByRole("button", { name: "Start a chat" }).click();
    await page.getByRole("list", { name: "Conversation" }).getByRole("listitem").waitFor();
    expect(await page.getByRole("button", { name: "Like", exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "End", exact: true }).click();
    const question = page.getByRole("group", { name: "How was this conversation?" });
    await question.waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await question.getByRole("button", { name: "Like", exact: true }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Thank you for your feedback!");

    const conversation = await conversationOf(agentId);
    expect(conversation.transcript).toMatchObject([
      { role: "agent", message: firstMessage, feedback: { score: "like" } },
    ]);
    expect(violations()).toEqual([]);
    expect(consoleLines).toEqual([]);
  });

  it("on a German page: German texts, the agent's languages to choose from, and the chat in German", async () => {
    account = accounts.embed;
    await newContext([], "de-DE");
    const agentId = await createTextAgent("Crumb (languages)", {
      widget: { language_selector: true, text_contents: { send_message: "Ab in den Ofen" } },
      presets: { de: { overrides: { agent: { first_message: germanFirstMessage } } } },
      // The selector is offered only where the agent lets a client choose the language.
      overrides: { conversation_config_override: { agent: { language: true } } },
    });
    const page = await openPage(site.pageOf(agentId));

    // The page's language is one the agent speaks: chosen already, and the widget speaks it too.
    const languages = page.getByRole("combobox", { name: "Sprache" });
    await languages.waitFor();
    expect(await languages.locator("option").allTextContents()).toEqual(["English", "Deutsch"]);
    expect(await languages.inputValue()).toBe("de");
    expect(await page.getByRole("button", { name: "Chat starten" }).count()).toBe(1);
    expect(await page.getByText("Bereitgestellt von Chorus").count()).toBe(1);
    // The texts follow the language chosen for the conversation.
    await languages.selectOption("en");
    await page.getByRole("button", { name: "Start a chat" }).waitFor();
    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole("button", { name: "Chat starten" }).click();
    const transcript = page.getByRole("list", { name: "Gespräch" });
    await expect
      .poll(() => transcript.getByRole("listitem").allTextContents())
      .toEqual([`Agent: ${germanFirstMessage}`]);
    // The agent's own text wins over the translation.
    expect(await page.getByRole("button", { name: "Ab in den Ofen" }).count()).toBe(1);
    expect(await page.getByRole("textbox", { name: "Nachricht" }).getAttribute("placeholder")).toBe(
      "Nachricht eingeben",
    );
    await page.getByRole("button", { name: "Beenden" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Gespräch beendet");

    const conversation = await conversationOf(agentId);
    expect(conversation.metadata.main_language).toBe("de");
    expect(conversation.transcript.map((turn: Json) => turn.message)).toEqual([germanFirstMessage]);
    expect(violations()).toEqual([]);
    expect(consoleLines).toEqual([]);
  });
});
