/// <reference lib="dom" />
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";

/** An API answer, read loosely: the tests check a few fields. */
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked by the assertions that read them
type Json = Record<string, any>;

/** Calls the API as the account (its sign-up token), as a script beside the browser would. */
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

/** The secrets page: empty, add (write-only value), used by an agent, rename, replace, delete refused in use, delete. */
describe("web app: workspace secrets", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof apiAs>;
  const email = uniqueEmail("secrets");
  const password = "secrets-password-1";
  const value = `sk-browser-${Date.now()}-write-only`;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    api = apiAs(chorus.url, await createOnboardedAccount(chorus.url, email, password));
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("console", (message) => {
      // The refused deletion this suite makes on purpose (409) is logged by the browser as a failed load.
      if (message.type() === "error" && !/status of 409/.test(message.text()))
        consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const row = (name: string) => page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });

  it("explains secrets when there are none, then adds one from the keyboard without ever showing its value", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Secrets" })
      .click();
    await page.waitForURL(`${chorus.url}/app/agents/secrets`);
    await page.getByText("No secrets yet").waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole("button", { name: "Add secret" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add a secret" });
    // Submitting empty names both problems at their fields.
    await dialog.getByRole("button", { name: "Add secret" }).click();
    await dialog.getByText("Give the secret a name.").waitFor();
    await dialog.getByText("Enter the secret's value.").waitFor();
    await dialog.getByLabel("Name").fill("Model server key");
    const valueField = dialog.getByLabel("Value");
    expect(await valueField.getAttribute("type")).toBe("password");
    await valueField.fill(value);
    await valueField.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Secret Model server key added").waitFor();
    await row("Model server key").getByText("Not used").waitFor();
    expect(await page.content()).not.toContain(value);
  });

  it("shows the agents that use a secret, links to them, and refuses to delete it while they do", async () => {
    const secrets = await api("GET", "/v1/convai/secrets");
    const secretId = secrets.secrets[0].secret_id as string;
    const { agent_id: agentId } = await api("POST", "/v1/convai/agents/create", {
      name: "Keyed bakery agent",
      conversation_config: {
        agent: {
          prompt: { custom_llm: { url: "https://models.example.com/v1", api_key: { secret_id: secretId } } },
        },
      },
    });
    await page.reload();
    const link = row("Model server key").getByRole("link", { name: "Keyed bakery agent" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/app/agents/${agentId}`);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await row("Model server key").getByRole("button", { name: "Delete Model server key" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Model server key?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await confirm.getByText("This secret is still in use").waitFor();
    await confirm.getByText("This secret is used by 1 resource.", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    await row("Model server key").waitFor();
    await api("DELETE", `/v1/convai/agents/${agentId}`);
  });

  it("renames a secret and replaces its value, the value field starting empty", async () => {
    await page.reload();
    await row("Model server key").getByRole("button", { name: "Rename Model server key" }).click();
    const rename = page.getByRole("dialog", { name: "Rename Model server key" });
    const name = rename.getByLabel("Name");
    expect(await name.inputValue()).toBe("Model server key");
    await name.fill("Production model key");
    await rename.getByRole("button", { name: "Save" }).click();
    await page.getByText("Secret renamed to Production model key").waitFor();
    await row("Production model key").waitFor();

    await row("Production model key")
      .getByRole("button", { name: "Replace value Production model key" })
      .click();
    const replace = page.getByRole("dialog", { name: "Replace the value of Production model key" });
    const newValue = replace.getByLabel("New value");
    expect(await newValue.inputValue()).toBe("");
    await newValue.fill(`${value}-replaced`);
    await replace.getByRole("button", { name: "Save" }).click();
    await page.getByText("The value of Production model key was replaced").waitFor();
    expect(await page.content()).not.toContain(value);
  });

  it("deletes a secret nothing uses, back to the empty list", async () => {
    await row("Production model key").getByRole("button", { name: "Delete Production model key" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Production model key?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Secret Production model key deleted").waitFor();
    await page.getByText("No secrets yet").waitFor();
    expect((await api("GET", "/v1/convai/secrets")).secrets).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
