/// <reference lib="dom" />
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { type CspViolation, recordCspViolations } from "./support/csp-violations.ts";
import { openSettled, trackRequests } from "./support/quiet-network.ts";
import { cutLabelsOn, englishLeftOn } from "./support/untranslated-text.ts";

const agentTabs = [
  "agent",
  "voice",
  "analysis",
  "workflow",
  "tests",
  "security",
  "advanced",
  "widget",
] as const;

/** An agent as the API answers it, read loosely: the tests check a few fields. */
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked by the assertions that read them
type Json = Record<string, any>;

/** Calls the API as the account (its sign-up token), as another editor or a script would. */
function apiAs(baseUrl: string, token: string) {
  return async (method: "GET" | "POST" | "PATCH", path: string, body?: unknown): Promise<Json> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    expect(response.status, JSON.stringify(json)).toBe(200);
    return json;
  };
}

/** The agent screens: create from a template, edit and save, a version conflict, the navigation guard, delete. */
describe("web app: agents", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof apiAs>;
  let agentId = "";
  const email = uniqueEmail("agents");
  const password = "agents-password-1";
  const consoleErrors: string[] = [];
  let cspViolations: () => CspViolation[];

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    api = apiAs(chorus.url, await createOnboardedAccount(chorus.url, email, password));
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The workflow canvas (React Flow) must run under the policy too: no injected styles.
    cspViolations = await recordCspViolations(page.context());
    page.on("console", (message) => {
      // The refused saves this suite makes on purpose (409, 422) are logged by the browser as failed loads.
      if (message.type() === "error" && !/status of (409|422)/.test(message.text()))
        consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const saveBar = () => page.getByRole("region", { name: "Unsaved changes" });
  const save = async () => {
    await saveBar().getByRole("button", { name: "Save" }).click();
    await saveBar().waitFor({ state: "hidden" });
  };
  const openTab = async (name: string) => {
    await page.getByRole("tab", { name, exact: true }).click();
    await page.getByRole("tab", { name, exact: true, selected: true }).waitFor();
  };

  it("explains agents when there are none, then creates one from a template and opens it", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Agents" })
      .click();
    await page.waitForURL(`${chorus.url}/app/agents`);
    await page.getByText("No agents yet").waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole("button", { name: "New agent" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New agent" });
    await dialog.getByRole("radio", { name: /Support agent/ }).check();
    expect(await dialog.getByLabel("Agent name").inputValue()).toBe("Crumb Bakery support");
    await dialog.getByRole("button", { name: "Create agent" }).click();

    await page.waitForURL(/\/app\/agents\/agent_\w+$/);
    agentId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("heading", { name: "Crumb Bakery support", level: 1 }).waitFor();
    expect(await page.getByLabel("System prompt").inputValue()).toContain("12 Mill Street");
    // The first message's {{caller_name}} is found, with the template's default.
    expect(await page.getByLabel("Default for caller_name").inputValue()).toBe("there");
    await expect.poll(() => page.getByRole("tab", { selected: true }).textContent()).toBe("Agent");
    await saveBar().waitFor({ state: "detached" });
  });

  it("saves a changed prompt and voice slider, which a reload shows", async () => {
    const prompt = page.getByLabel("System prompt");
    const edited = `${await prompt.inputValue()} On Sundays the café upstairs serves brunch until 2 pm.`;
    await prompt.fill(edited);
    await saveBar().getByText("You have unsaved changes.").waitFor();

    // Tabs keep the draft: the voice settings are on the Voice tab, which the URL names.
    await openTab("Voice");
    expect(new URL(page.url()).searchParams.get("tab")).toBe("voice");
    const stability = page.getByRole("slider", { name: "Stability" });
    expect(await stability.inputValue()).toBe("0.5");
    await stability.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press("ArrowRight");
    expect(await stability.inputValue()).toBe("0.6");
    await save();

    await page.reload();
    await page.getByRole("tab", { name: "Voice", selected: true }).waitFor();
    await expect.poll(() => page.getByRole("slider", { name: "Stability" }).inputValue()).toBe("0.6");
    await openTab("Agent");
    expect(await page.getByLabel("System prompt").inputValue()).toBe(edited);

    const stored = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(stored.conversation_config.tts.stability).toBe(0.6);
    expect(stored.conversation_config.agent.prompt.prompt).toBe(edited);
  });

  it("offers to overwrite when someone else saved meanwhile, and keeps both changes", async () => {
    await page.getByLabel("First message").fill("Welcome to Crumb Bakery, {{caller_name}}!");
    // Another editor saves a different part of the agent while this page has unsaved changes.
    await api("PATCH", `/v1/convai/agents/${agentId}`, { tags: ["support", "changed-elsewhere"] });

    await saveBar().getByRole("button", { name: "Save" }).click();
    const conflict = page.getByRole("dialog", {
      name: "This agent was changed by someone else since you opened it.",
    });
    await conflict.waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await conflict.getByRole("button", { name: "Overwrite" }).click();
    await conflict.waitFor({ state: "hidden" });
    await saveBar().waitFor({ state: "hidden" });

    const stored = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(stored.conversation_config.agent.first_message).toBe("Welcome to Crumb Bakery, {{caller_name}}!");
    // Only what changed here was sent: the other editor's tags stay.
    expect(stored.tags).toEqual(["support", "changed-elsewhere"]);
    await page.getByRole("listitem").filter({ hasText: "changed-elsewhere" }).waitFor();
  });

  it("reloads the other version when the changes here are discarded", async () => {
    await page.getByLabel("Name", { exact: true }).fill("Crumb (mine)");
    await api("PATCH", `/v1/convai/agents/${agentId}`, { name: "Crumb (theirs)" });
    await saveBar().getByRole("button", { name: "Save" }).click();
    const conflict = page.getByRole("dialog", {
      name: "This agent was changed by someone else since you opened it.",
    });
    await conflict.getByRole("button", { name: "Discard my changes" }).click();
    await conflict.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Crumb (theirs)", level: 1 }).waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Crumb (theirs)");
    expect(await saveBar().count()).toBe(0);
  });

  it("asks before leaving with unsaved changes, but not to change tabs", async () => {
    await page.getByLabel("Name", { exact: true }).fill("Crumb Bakery");
    await openTab("Security");
    expect(await page.getByRole("dialog").count()).toBe(0);

    const agentsLink = page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Agents" });
    await agentsLink.click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "Stay" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe(`/app/agents/${agentId}`);
    await saveBar().waitFor();

    await agentsLink.click();
    await leave.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(`${chorus.url}/app/agents`);
    expect((await api("GET", `/v1/convai/agents/${agentId}`)).name).toBe("Crumb (theirs)");
  });

  it("turns storing call audio off with zero retention mode, as the spec requires", async () => {
    await page.goto(`${chorus.url}/app/agents/${agentId}?tab=advanced`);
    const record = page.getByRole("switch", { name: "Store call audio" });
    await record.waitFor();
    expect(await record.isChecked()).toBe(true);
    expect(await record.isDisabled()).toBe(false);

    await page.getByRole("switch", { name: "Zero retention mode" }).check();
    expect(await record.isChecked()).toBe(false);
    expect(await record.isDisabled()).toBe(true);
    await page.getByText("Store Call Audio cannot be enabled while Zero Retention Mode is on").waitFor();
    await save();
    const stored = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(stored.platform_settings.privacy).toMatchObject({
      zero_retention_mode: true,
      record_voice: false,
    });
  });

  it("shows the server's and the contract's validation messages at the field", async () => {
    await page.getByLabel("Keep conversations for").fill("0");
    await saveBar().getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "The agent was not saved" }).waitFor();
    await page.getByText("Use -1 to keep conversations, or between 1 and 3650 days.").first().waitFor();
    await page.getByLabel("Keep conversations for").fill("30");
    await save();

    await openTab("Security");
    const hosts = page.getByLabel("Allowed hosts");
    await hosts.fill("https://shop.example.com/");
    await page.getByRole("button", { name: "Add host" }).click();
    await page.getByText("Enter a host name such as example.com, without https://.").waitFor();
    await hosts.fill("Shop.Example.com");
    await hosts.press("Enter");
    await page.getByRole("button", { name: "Remove shop.example.com" }).waitFor();
    await save();
    const stored = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(stored.platform_settings.auth.allowlist).toEqual([{ hostname: "shop.example.com" }]);
    expect(stored.platform_settings.privacy.retention_days).toBe(30);
  });

  it("names a model this server does not offer, and moves between tabs with the arrow keys", async () => {
    await api("PATCH", `/v1/convai/agents/${agentId}`, {
      conversation_config: { agent: { prompt: { llm: "gemini-2.5-flash" } } },
    });
    await page.goto(`${chorus.url}/app/agents/${agentId}`);
    const llm = page.getByLabel("LLM", { exact: true });
    await expect.poll(() => llm.inputValue()).toBe("gemini-2.5-flash");
    await page.getByText("Served by chorus-retrieval on this server.").waitFor();

    await page.getByRole("tab", { name: "Agent", selected: true }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("tab", { name: "Voice", selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("voice");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Voice");
    await page.keyboard.press("End");
    await page.getByRole("tab", { name: "Widget", selected: true }).waitFor();
  });

  it("saves the widget's feedback, language selector and own texts, which the embed then reads", async () => {
    await page.getByRole("radio", { name: "During the conversation" }).check();
    await page.getByRole("switch", { name: "Language selector" }).check();
    // The template lets no client change the language: the tab points to where that is allowed.
    await page.getByRole("link", { name: "Open the Security tab" }).click();
    await page.getByRole("tab", { name: "Security", selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Security");
    await page.getByRole("checkbox", { name: "Language", exact: true }).check();
    // Allowed now, but the agent speaks one language only: it points to the Agent tab for more.
    await openTab("Widget");
    await page.getByRole("link", { name: "Open the Agent tab" }).click();
    await page.getByLabel("Language to add").selectOption("de");
    await page.getByRole("button", { name: "Add language" }).click();
    await openTab("Widget");
    expect(await page.getByRole("link", { name: /^Open the (Security|Agent) tab$/ }).count()).toBe(0);
    await page.getByText("Edit the widget's texts").click();
    await page.getByLabel("Send button", { exact: true }).fill("Off it goes");
    await save();

    await page.reload();
    await page.getByRole("tab", { name: "Widget", selected: true }).waitFor();
    await expect
      .poll(() => page.getByRole("radio", { name: "During the conversation" }).isChecked())
      .toBe(true);
    expect(await page.getByRole("switch", { name: "Language selector" }).isChecked()).toBe(true);
    await page.getByText("1 set", { exact: true }).click();
    expect(await page.getByLabel("Send button", { exact: true }).inputValue()).toBe("Off it goes");
    expect(await seriousAxeFindings(page)).toEqual([]);

    const stored = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(stored.platform_settings.widget).toMatchObject({
      feedback_mode: "during",
      language_selector: true,
      text_contents: { send_message: "Off it goes" },
    });
    expect(stored.platform_settings.overrides.conversation_config_override.agent.language).toBe(true);
    const embed = await api("GET", `/v1/convai/agents/${agentId}/widget`);
    expect(embed.widget_config).toMatchObject({
      feedback_mode: "during",
      supported_language_overrides: ["de"],
    });
    // Only the one text set: the others stay the widget's own.
    expect(embed.widget_config.text_contents).toEqual({ send_message: "Off it goes" });
  });

  it("creates a passing and a failing LLM test on the Tests tab, runs them and shows each verdict with why", async () => {
    await openTab("Tests");
    await page.getByText("No tests yet").waitFor();
    // The embedded engine has no model to read a condition: it compares the reply with the examples by
    // shared words. The agent answers "When do you open?" from its prompt ("opens at 7 am …"), so the
    // test whose success example is the hours passes, and the one whose failure example is, fails.
    const hours = "The bakery opens at 7 am and closes at 6 pm from Monday to Saturday.";
    const refusal = "Sorry, I cannot help you with that.";
    const createLlmTest = async (name: string, success: string, failure: string) => {
      await page.getByRole("button", { name: "New test" }).first().click();
      await page.getByRole("menuitem", { name: "LLM evaluation" }).click();
      const dialog = page.getByRole("dialog", { name: "New LLM evaluation" });
      await dialog.getByLabel("Test name").fill(name);
      await dialog.getByLabel("Message 1", { exact: true }).fill("When do you open?");
      await dialog.getByLabel("Success condition").fill("The agent gives the opening hours.");
      await dialog.getByLabel("Success examples").fill(success);
      await dialog.getByLabel("Failure examples").fill(failure);
      if (name === "Gives the hours") expect(await seriousAxeFindings(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Create test" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("row").filter({ hasText: name }).waitFor();
    };
    await createLlmTest("Gives the hours", hours, refusal);
    await createLlmTest("Refuses to say", refusal, hours);

    await page.getByRole("checkbox", { name: "Select all tests" }).check();
    await page.getByRole("button", { name: "Run selected tests" }).click();
    const results = page.getByRole("list", { name: "Results" });
    const resultOf = (name: string) =>
      results.getByRole("listitem").filter({ has: page.getByRole("heading", { name, level: 3 }) });
    await resultOf("Gives the hours").getByText("Passed", { exact: true }).waitFor({ timeout: 30_000 });
    await resultOf("Refuses to say").getByText("Failed", { exact: true }).waitFor({ timeout: 30_000 });
    for (const name of ["Gives the hours", "Refuses to say"]) {
      const result = resultOf(name);
      await result.getByText(/^No language model is configured to judge the condition/).waitFor();
      expect(await result.getByText(/compared with the examples by shared words/).count()).toBe(1);
      expect(await result.getByRole("listitem").filter({ hasText: "7 am" }).count()).toBe(1);
    }
    await page
      .getByRole("list", { name: "Test runs" })
      .getByText("Passed: 1 · Failed: 1 · Pending: 0")
      .waitFor();

    // Deleting asks first; the run keeps its results.
    await page.getByRole("button", { name: "Actions for Refuses to say" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Refuses to say?" });
    await confirm.getByRole("button", { name: "Delete test" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByRole("row").filter({ hasText: "Refuses to say" }).waitFor({ state: "detached" });
    expect(await resultOf("Refuses to say").count()).toBe(1);
  });

  it("builds a workflow on the canvas and in the lists, saves it and reads it back", async () => {
    await openTab("Workflow");
    await page.getByRole("button", { name: "Start a workflow" }).click();
    const canvas = page.getByRole("region", { name: "Workflow canvas" });
    const node = (name: RegExp) => canvas.getByRole("group", { name });
    await node(/^Start: Start/).waitFor();

    // A subagent from the palette opens beside the canvas; it is joined from the start by dragging.
    await page.getByRole("button", { name: "Subagent", exact: true }).click();
    await page.getByLabel("Label", { exact: true }).fill("Billing");
    await page.getByLabel("Additional prompt").fill("Help the caller with bills and invoices.");
    // In the middle of the window, clear of the save bar, before the mouse goes to its dots.
    await canvas.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const from = (await node(/^Start: Start/)
      .locator(".react-flow__handle.source")
      .boundingBox())!;
    const to = (await node(/^Subagent: Billing/)
      .locator(".react-flow__handle.target")
      .boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.getByRole("heading", { name: "Edge", level: 3, exact: true }).waitFor();
    expect(await page.getByLabel("Follow this edge").inputValue()).toBe("unconditional");

    // The end node, joined from the keyboard lists; its edge needs a condition before the save.
    await page.getByRole("button", { name: "End", exact: true }).click();
    await page.getByLabel("From", { exact: true }).selectOption({ label: "Billing" });
    await page.getByLabel("To", { exact: true }).selectOption({ label: "End" });
    await page.getByRole("button", { name: "Add edge" }).click();
    const problems = page.getByRole("status").filter({ hasText: "The workflow cannot be saved yet" });
    await problems.getByText("The edge Billing to End has no condition.").waitFor();
    await page.getByLabel("Follow this edge").selectOption("llm");
    await page.getByLabel("Condition", { exact: true }).fill("The caller asks about a bill or an invoice");
    await problems.waitFor({ state: "detached" });

    // A node nothing leads to is flagged, and the Delete key takes it away again.
    await page.getByRole("button", { name: "Say", exact: true }).click();
    await problems.getByText("No edge leads to Message.").waitFor();
    const stray = node(/^Say: Message/);
    expect(await stray.getAttribute("aria-label")).toMatch(/has a problem$/);
    await stray.click();
    await page.keyboard.press("Delete");
    await stray.waitFor({ state: "detached" });
    await problems.waitFor({ state: "detached" });
    await save();

    await page.reload();
    await page.getByRole("tab", { name: "Workflow", selected: true }).waitFor();
    const edges = page.getByRole("list", { name: "Edges", exact: true });
    await edges.getByText("Start to Billing").waitFor();
    await edges.getByText("The caller asks about a bill or an invoice").waitFor();
    await node(/^End: End/).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(cspViolations()).toEqual([]);

    const { workflow } = await api("GET", `/v1/convai/agents/${agentId}`);
    const nodes = Object.values(workflow.nodes) as Json[];
    expect(nodes.map((n) => n.type).sort()).toEqual(["end", "override_agent", "start"]);
    const billing = nodes.find((n) => n.type === "override_agent")!;
    expect(billing).toMatchObject({
      label: "Billing",
      additional_prompt: "Help the caller with bills and invoices.",
    });
    const conditions = Object.values(workflow.edges).map((edge) => (edge as Json).forward_condition);
    expect(conditions.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: "llm", condition: "The caller asks about a bill or an invoice" },
      { type: "unconditional" },
    ]);
  });

  it("shows the shareable link on the Widget tab, and every tab passes axe", async () => {
    await openTab("Widget");
    const link = page.getByLabel("Link", { exact: true });
    await expect.poll(() => link.inputValue()).toMatch(new RegExp(`/talk/${agentId}\\?token=\\w+`));
    for (const tab of agentTabs) {
      await page.goto(`${chorus.url}/app/agents/${agentId}${tab === "agent" ? "" : `?tab=${tab}`}`);
      await page.getByRole("tabpanel").waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await seriousAxeFindings(page), tab).toEqual([]);
    }
  });

  it("duplicates and deletes agents from the list", async () => {
    await page.goto(`${chorus.url}/app/agents`);
    const row = page.getByRole("row").filter({ hasText: "Crumb (theirs)" });
    await row.getByRole("cell", { name: "changed-elsewhere" }).waitFor();
    await row.getByRole("button", { name: "Actions for Crumb (theirs)" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await page.getByRole("heading", { name: "Crumb (theirs) (copy)", level: 1 }).waitFor();

    await page.goto(`${chorus.url}/app/agents`);
    const copy = page.getByRole("row").filter({ hasText: "Crumb (theirs) (copy)" });
    await copy.getByRole("button", { name: "Actions for Crumb (theirs) (copy)" }).click();
    await page.getByRole("menuitem", { name: "Delete agent" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Crumb (theirs) (copy)?" });
    await confirm.getByRole("button", { name: "Delete agent" }).click();
    await confirm.waitFor({ state: "hidden" });
    await copy.waitFor({ state: "detached" });
    await page.getByRole("row").filter({ hasText: "Crumb (theirs)" }).waitFor();
    expect(await page.getByRole("row").count()).toBe(2);

    await page.getByLabel("Search agents").fill("nothing like it");
    await page.getByText("No agent matches this search").waitFor();
  });

  it("logged no error in the console on the way", () => {
    expect(consoleErrors).toEqual([]);
  });
});

/** The agent page's tabs in German on a phone: no English left, no label cut off. */
describe("web app: an agent's page in German at 360 px", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let network: ReturnType<typeof trackRequests>;
  let agentId = "";
  const email = uniqueEmail("agents-de");
  const password = "agents-de-password-1";

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    const api = apiAs(chorus.url, await createOnboardedAccount(chorus.url, email, password));
    await api("PATCH", "/v1/user/profile", { locale: "de-DE" });
    agentId = (
      await api("POST", "/v1/convai/agents/create", {
        name: "Bäckerei",
        conversation_config: {
          agent: {
            first_message: "Hallo {{name}}!",
            prompt: { prompt: "Wir öffnen um 7 Uhr." },
            dynamic_variables: { dynamic_variable_placeholders: { name: "Gast" } },
          },
          language_presets: { fr: { overrides: { agent: { first_message: "Bonjour !" } } } },
        },
        platform_settings: {
          data_collection: { email: { type: "string", description: "E-Mail-Adresse" } },
          evaluation: {
            criteria: [{ id: "ok", name: "Erfolg", conversation_goal_prompt: "Frage beantwortet" }],
          },
          auth: { allowlist: [{ hostname: "example.com" }] },
        },
        // The Workflow tab with a graph on it: canvas, side panel and lists.
        workflow: {
          nodes: {
            start_node: { type: "start", position: { x: 0, y: 0 } },
            billing: { type: "override_agent", label: "Rechnungen", position: { x: 0, y: 120 } },
            end: { type: "end", position: { x: 0, y: 240 } },
          },
          edges: {
            into_billing: {
              source: "start_node",
              target: "billing",
              forward_condition: { type: "unconditional" },
            },
            done: {
              source: "billing",
              target: "end",
              forward_condition: { type: "llm", condition: "Die Frage ist beantwortet" },
            },
          },
        },
      })
    ).agent_id;
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    network = trackRequests(page);
    await signInInBrowser(page, chorus.url, email, password);
    await page.waitForFunction(() => document.documentElement.lang === "de-DE");
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(agentTabs)("the %s tab", async (tab) => {
    await openSettled(
      page,
      network,
      `${chorus.url}/app/agents/${agentId}${tab === "agent" ? "" : `?tab=${tab}`}`,
    );
    expect(await englishLeftOn(page, "de-DE"), "English left").toEqual([]);
    expect(await cutLabelsOn(page), "labels cut off").toEqual([]);
  });
});
