/// <reference lib="dom" />
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";

/** A JSON answer read loosely: the tests check a few fields. */
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked by the assertions that read them
type Json = Record<string, any>;

/** Calls the API as the account (its sign-up token), as a script would. */
function apiAs(baseUrl: string, token: string) {
  return async (method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<Json> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    expect(response.status, JSON.stringify(json)).toBe(200);
    return json;
  };
}

/** The Agent tab's Transfers card: to another agent of the workspace, and to a phone number. */
describe("web app: agent transfers", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof apiAs>;
  const ids = { frontDesk: "", billing: "", closed: "" };
  const email = uniqueEmail("agent-transfers");
  const password = "agent-transfers-password-1";
  const consoleErrors: string[] = [];

  const create = async (name: string) =>
    (await api("POST", "/v1/convai/agents/create", { name, conversation_config: {} })).agent_id as string;
  const builtInTools = async () =>
    (await api("GET", `/v1/convai/agents/${ids.frontDesk}`)).conversation_config.agent.prompt.built_in_tools;
  const saveBar = () => page.getByRole("region", { name: "Unsaved changes" });
  const save = async () => {
    await saveBar().getByRole("button", { name: "Save" }).click();
    await saveBar().waitFor({ state: "hidden" });
  };
  const transfers = () => page.getByRole("region", { name: "Transfers" });

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    api = apiAs(chorus.url, await createOnboardedAccount(chorus.url, email, password));
    ids.frontDesk = await create("Front desk");
    ids.billing = await create("Billing desk");
    ids.closed = await create("Closed desk");
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("console", (message) => {
      // The refusal this suite provokes on purpose (422) is logged by the browser as a failed load.
      if (message.type() === "error" && !/status of 422/.test(message.text()))
        consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("adds a transfer to another agent, saved and kept after a reload", async () => {
    await page.goto(`${chorus.url}/app/agents/${ids.frontDesk}`);
    await transfers().getByText("No transfers to other agents.").waitFor();
    // The agent itself is no choice.
    const picker = transfers().getByLabel("Agent to transfer to");
    expect(await picker.locator("option").allTextContents()).toEqual([
      "Choose an agent…",
      "Closed desk",
      "Billing desk",
    ]);
    expect(await transfers().getByRole("button", { name: "Add agent transfer" }).isDisabled()).toBe(true);
    await picker.selectOption({ label: "Billing desk" });
    await transfers().getByRole("button", { name: "Add agent transfer" }).click();
    const condition = transfers().getByLabel("When to transfer to Billing desk");
    // The cursor goes to the new transfer's condition.
    await expect.poll(() => condition.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type("The caller asks about an invoice.");
    await transfers()
      .getByLabel("Message before transferring to Billing desk")
      .fill("One moment, I'll pass you to billing.");
    await transfers().getByRole("switch", { name: "Billing desk opens with its first message" }).check();
    await transfers().getByLabel("Delay before transferring to Billing desk").fill("1500");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await save();

    await page.reload();
    await transfers().getByLabel("When to transfer to Billing desk").waitFor();
    expect(await transfers().getByLabel("When to transfer to Billing desk").inputValue()).toBe(
      "The caller asks about an invoice.",
    );
    expect(
      await transfers()
        .getByRole("switch", { name: "Billing desk opens with its first message" })
        .isChecked(),
    ).toBe(true);
    expect((await builtInTools()).transfer_to_agent).toMatchObject({
      type: "system",
      name: "transfer_to_agent",
      params: {
        system_tool_type: "transfer_to_agent",
        transfers: [
          {
            agent_id: ids.billing,
            condition: "The caller asks about an invoice.",
            transfer_message: "One moment, I'll pass you to billing.",
            enable_transferred_agent_first_message: true,
            delay_ms: 1500,
          },
        ],
      },
    });
  });

  it("shows the server's refusal at the transfer whose agent is gone", async () => {
    await transfers().getByLabel("Agent to transfer to").selectOption({ label: "Closed desk" });
    await transfers().getByRole("button", { name: "Add agent transfer" }).click();
    await transfers()
      .getByLabel("When to transfer to Closed desk")
      .fill("The caller asks for the closed desk.");
    await api("DELETE", `/v1/convai/agents/${ids.closed}`);
    await saveBar().getByRole("button", { name: "Save" }).click();
    await page.getByText("The agent was not saved").waitFor();
    await transfers()
      .getByText(`The agent ${ids.closed} to transfer to was not found in this workspace.`)
      .first()
      .waitFor();
    expect(await transfers().getByLabel("Agent for transfer 2").getAttribute("aria-invalid")).toBe("true");

    // Without it the agent is as saved: nothing left to save.
    await transfers().getByRole("button", { name: "Remove the transfer to Closed desk" }).click();
    await saveBar().waitFor({ state: "hidden" });
    expect((await builtInTools()).transfer_to_agent.params.transfers).toHaveLength(1);
  });

  it("adds a phone transfer only once the confirmation phrase is typed", async () => {
    await transfers().getByText("Phone transfers take effect once telephony is set up.").waitFor();
    await transfers().getByRole("button", { name: "Add phone transfer" }).click();
    const dialog = page.getByRole("dialog", { name: "Transfer calls to a phone number" });
    const phone = dialog.getByRole("textbox", { name: "Phone number" });
    await expect.poll(() => phone.evaluate((element) => element === document.activeElement)).toBe(true);
    const add = dialog.getByRole("button", { name: "Add phone transfer" });

    await phone.fill("415 555");
    await dialog.getByLabel("When to transfer").focus();
    await dialog.getByText("Enter a number in international format, such as +14155550123.").waitFor();
    await phone.fill("+1 (415) 555-0123");
    await dialog.getByLabel("When to transfer").fill("The caller asks for a person.");
    const phrase = dialog.getByLabel("Type “transfer calls” to confirm");
    expect(await add.isDisabled()).toBe(true);
    await phrase.fill("transfer");
    expect(await add.isDisabled()).toBe(true);
    await phrase.fill("Transfer calls");
    expect(await add.isDisabled()).toBe(false);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });

    await transfers().getByText("+14155550123", { exact: true }).waitFor();
    expect(await transfers().getByLabel("When to transfer to +14155550123").inputValue()).toBe(
      "The caller asks for a person.",
    );
    await save();
    expect((await builtInTools()).transfer_to_number).toMatchObject({
      name: "transfer_to_number",
      params: {
        system_tool_type: "transfer_to_number",
        transfers: [
          {
            transfer_destination: { type: "phone", phone_number: "+14155550123" },
            condition: "The caller asks for a person.",
          },
        ],
      },
    });
  });

  it("turns a transfer tool off when its last transfer is removed", async () => {
    await transfers().getByRole("button", { name: "Remove the transfer to Billing desk" }).click();
    await transfers().getByText("No transfers to other agents.").waitFor();
    await save();
    const tools = await builtInTools();
    expect(tools.transfer_to_agent).toBeNull();
    expect(tools.transfer_to_number).not.toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});
