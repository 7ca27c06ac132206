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

/** The workspace's Tools page, the tool editor (fields and JSON) and an agent's Tools tab. */
describe("web app: agent tools", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof apiAs>;
  let agentId = "";
  const email = uniqueEmail("agent-tools");
  const password = "agent-tools-password-1";
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    api = apiAs(chorus.url, await createOnboardedAccount(chorus.url, email, password));
    agentId = (
      await api("POST", "/v1/convai/agents/create", { name: "Shop helper", conversation_config: {} })
    ).agent_id;
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("console", (message) => {
      // The refusals this suite provokes on purpose (409, 422) are logged by the browser as failed loads.
      if (message.type() === "error" && !/status of (409|422)/.test(message.text()))
        consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const toolsTable = () => page.getByRole("table");
  const newTool = async (kind: "Webhook tool" | "Client tool") => {
    await page.getByRole("button", { name: "New tool" }).first().click();
    await page.getByRole("menuitem", { name: kind }).click();
  };

  it("explains tools when there are none, then creates a client tool with parameters as fields and as JSON", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Tools" })
      .click();
    await page.waitForURL(`${chorus.url}/app/agents/tools`);
    await page.getByText("No tools yet").waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await newTool("Client tool");
    const dialog = page.getByRole("dialog", { name: "New client tool" });
    await dialog.getByRole("button", { name: "Create tool" }).click();
    await dialog.getByText("Fix the marked fields first.").waitFor();
    await dialog.getByText("Use 1 to 64 letters, digits, underscores or hyphens.").waitFor();

    await dialog.getByLabel("Name", { exact: true }).fill("show_product");
    await dialog.getByLabel("Description", { exact: true }).fill("Shows a product on the caller's screen.");
    await dialog.getByRole("switch", { name: "Wait for the client's response" }).check();
    await dialog.getByRole("button", { name: "Add parameter" }).click();
    await dialog.getByLabel("Parameter name").fill("product_id");
    await dialog.getByLabel("Parameter description").fill("The product to show");
    await dialog.getByRole("checkbox", { name: "Required" }).check();
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The same parameters as JSON; a syntax error names its line and column.
    await dialog.getByRole("radio", { name: "JSON" }).check();
    const json = dialog.getByLabel("Parameters schema (JSON)");
    expect(JSON.parse(await json.inputValue())).toEqual({
      type: "object",
      properties: { product_id: { type: "string", description: "The product to show" } },
      required: ["product_id"],
    });
    await json.fill('{\n  "type": "object",\n  "properties": {,}\n}');
    await dialog.getByText("Not valid JSON: line 3, column 18.").waitFor();
    await json.fill(
      JSON.stringify({
        type: "object",
        properties: {
          product_id: { type: "string", description: "The product to show" },
          quantity: { type: "integer", description: "How many" },
        },
        required: ["product_id", "colour"],
      }),
    );
    await dialog.getByText("required.1: Required parameter colour is not among the properties.").waitFor();
    await json.fill(
      JSON.stringify({
        type: "object",
        properties: {
          product_id: { type: "string", description: "The product to show" },
          quantity: { type: "integer", description: "How many" },
        },
        required: ["product_id"],
      }),
    );
    await dialog.getByRole("radio", { name: "Fields" }).check();
    expect(await dialog.getByLabel("Parameter name").nth(1).inputValue()).toBe("quantity");
    expect(await dialog.getByLabel("Type", { exact: true }).nth(1).inputValue()).toBe("integer");

    await dialog.getByRole("button", { name: "Create tool" }).click();
    await page.getByText("Tool show_product created").waitFor();
    await dialog.waitFor({ state: "hidden" });
    const row = toolsTable().getByRole("row").filter({ hasText: "show_product" });
    await row.getByText("Client", { exact: true }).waitFor();
    await row.getByText("Not called yet").waitFor();

    const stored = (await api("GET", "/v1/convai/tools")).tools as Json[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tool_config).toMatchObject({
      type: "client",
      name: "show_product",
      expects_response: true,
      parameters: {
        properties: { product_id: { type: "string" }, quantity: { type: "integer" } },
        required: ["product_id"],
      },
    });
  });

  it("says so when the server refuses a tool: Failed to create tool, with the reason", async () => {
    await newTool("Webhook tool");
    const dialog = page.getByRole("dialog", { name: "New webhook tool" });
    await dialog.getByLabel("Name", { exact: true }).fill("lookup_order");
    await dialog.getByLabel("Description", { exact: true }).fill("Looks up an order.");
    await dialog.getByLabel("Method").selectOption("GET");
    await dialog.getByLabel("URL", { exact: true }).fill("http://orders.example.com/orders/{order_id}");
    await dialog.getByText("Path parameters: order_id").waitFor();
    await dialog.getByRole("button", { name: "Create tool" }).click();
    // The toast says it (behind the open dialog), and the dialog says it with the server's reason.
    await page.locator(".toast").filter({ hasText: "Failed to create tool" }).waitFor();
    await dialog.getByText("Failed to create tool").waitFor();
    await dialog.getByText(/Webhooks must use https/).waitFor();

    await dialog.getByLabel("URL", { exact: true }).fill("https://orders.example.com/orders/{order_id}");
    await dialog.getByRole("button", { name: "Create tool" }).click();
    await page.getByText("Tool lookup_order created").waitFor();
    await toolsTable().getByRole("row").filter({ hasText: "lookup_order" }).getByText("Webhook").waitFor();
    const webhook = ((await api("GET", "/v1/convai/tools?types=webhook")).tools as Json[])[0]!;
    expect(webhook.tool_config.api_schema).toMatchObject({
      url: "https://orders.example.com/orders/{order_id}",
      method: "GET",
      path_params_schema: { order_id: { type: "string" } },
    });
  });

  it("attaches a tool to an agent on its Tools tab, saved with the agent", async () => {
    await page.goto(`${chorus.url}/app/agents/${agentId}?tab=tools`);
    await page.getByRole("tab", { name: "Tools", selected: true }).waitFor();
    await page.getByText("This agent uses no workspace tools yet.").waitFor();
    await page.getByLabel("Tool to add").selectOption({ label: "show_product (Client)" });
    await page.getByRole("button", { name: "Add tool" }).click();
    await page.getByRole("button", { name: "Remove show_product" }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const saveBar = page.getByRole("region", { name: "Unsaved changes" });
    await saveBar.getByRole("button", { name: "Save" }).click();
    await saveBar.waitFor({ state: "hidden" });

    const agent = await api("GET", `/v1/convai/agents/${agentId}`);
    const showProduct = ((await api("GET", "/v1/convai/tools?types=client")).tools as Json[])[0]!;
    expect(agent.conversation_config.agent.prompt.tool_ids).toEqual([showProduct.id]);
  });

  it("refuses to delete a tool in use, then takes it off the agent and deletes it", async () => {
    await page.getByRole("link", { name: "Manage tools" }).click();
    await page.waitForURL(`${chorus.url}/app/agents/tools`);
    await page.getByRole("button", { name: "Actions for show_product" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete show_product?" });
    await dialog.getByRole("button", { name: "Delete tool" }).click();
    await dialog
      .getByText("This tool is used by 1 agent. Remove it from them first, or delete it with force=true.")
      .waitFor();
    await dialog.getByRole("button", { name: "Remove from agents and delete" }).click();
    await page.getByText("Tool show_product deleted").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(await toolsTable().getByRole("row").filter({ hasText: "show_product" }).count()).toBe(0);
    const agent = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(agent.conversation_config.agent.prompt.tool_ids).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
