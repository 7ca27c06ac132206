/// <reference lib="dom" />
import { pdfOf } from "@chorus/adapters/testing/document-fixtures";
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

/** Calls the API as the account (its sign-up token), as a script beside the browser would. */
function apiAs(baseUrl: string, token: string) {
  return async (method: "GET" | "POST" | "PATCH", path: string, body?: unknown): Promise<Json> => {
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

/** The accessible name of the focused element (its label, aria-label or text). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return "";
    const labelled = element.getAttribute("aria-label");
    if (labelled) return labelled;
    const input = element as HTMLInputElement;
    if (input.labels?.[0]) return input.labels[0].textContent?.trim() ?? "";
    return element.textContent?.trim() ?? "";
  });
}

/** Presses Tab (or Shift+Tab) until the element named `name` has the focus: it is reachable by keyboard. */
async function tabTo(page: Page, name: string, backwards = false): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${name} was not reached with the keyboard (focus on "${await focusedName(page)}")`);
}

/**
 * The knowledge base in the browser: upload a PDF (upload and indexing progress until ready), read its
 * text and passages, search inside it, file it in a folder with the keyboard, give it to an agent with
 * retrieval on, delete it while the agent uses it ("Delete anyway"); add a text and see a private web
 * address refused; delete several entries at once, one of them in use.
 */
describe("web app: knowledge base", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof apiAs>;
  let agentId = "";
  const email = uniqueEmail("knowledge-base");
  const password = "knowledge-base-password-1";
  const consoleErrors: string[] = [];
  const title = "Crumb recipes";

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    api = apiAs(chorus.url, await createOnboardedAccount(chorus.url, email, password));
    agentId = (
      await api("POST", "/v1/convai/agents/create", { name: "Crumb helper", conversation_config: {} })
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

  const row = (name: string) =>
    page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });

  it("uploads a PDF with its progress until its index is ready, and shows the server's refusal of a non-document", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Knowledge base" })
      .click();
    await page.waitForURL(`${chorus.url}/app/agents/knowledge-base`);
    await page.getByText("The knowledge base is empty").waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole("button", { name: "Add" }).first().click();
    await page.getByRole("menuitem", { name: "Upload files" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload files" });
    await dialog.getByText("PDF, DOCX, TXT, HTML, Markdown or EPUB, up to 21 MB each").waitFor();
    const pdf = await pdfOf(
      [
        ["Crumb Bakery recipes.", "Our sourdough is fermented for thirty-six hours."],
        ["The secret ingredient of the cinnamon buns is a pinch of cardamom."],
      ],
      { title },
    );
    await dialog.getByLabel("Files to upload").setInputFiles([
      { name: "recipes.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) },
      {
        name: "noise.bin",
        mimeType: "application/octet-stream",
        buffer: Buffer.from([0, 1, 2, 3, 0, 255, 0, 7]),
      },
    ]);
    const uploads = dialog.getByRole("list", { name: "Uploads" });
    // The worker indexes it in the background (every second); the dialog polls its index until it is ready.
    await uploads
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByText("Ready")
      .waitFor({ timeout: 30_000 });
    await uploads
      .getByRole("listitem")
      .filter({ hasText: "noise.bin" })
      .getByText("Unsupported file type. Upload PDF, DOCX, TXT, HTML, Markdown or EPUB.")
      .waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });

    await row(title).getByText("Not used").waitFor();
    expect(await row(title).getByText("File", { exact: true }).count()).toBe(1);
    const listed = await api("GET", "/v1/convai/knowledge-base");
    expect(listed.documents.map((entry: Json) => entry.name)).toEqual([title]);
  });

  it("opens the document: its text, its ready index and its passages", async () => {
    await row(title).getByRole("link", { name: title }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page
      .getByRole("region", { name: "Text" })
      .getByText("a pinch of cardamom", { exact: false })
      .waitFor();
    await page.getByText("Ready", { exact: true }).waitFor();
    const passages = page.getByRole("region", { name: "Passages" });
    await passages.getByText("Passage 1").waitFor();
    expect(await passages.textContent()).toContain("fermented for thirty-six hours");
    await page.getByText("No agent uses it.").waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("searches inside the documents and highlights the words that matched", async () => {
    await page
      .getByRole("navigation", { name: "Folder" })
      .getByRole("link", { name: "Knowledge base" })
      .click();
    await page.waitForURL(`${chorus.url}/app/agents/knowledge-base`);
    const search = page.getByRole("searchbox", { name: "Search inside the documents" });
    await search.fill("cardamom");
    await search.press("Enter");
    const results = page.getByRole("region", { name: "Documents whose text matches “cardamom”" });
    await results.getByRole("link", { name: title }).waitFor();
    expect((await results.locator("mark").allTextContents()).map((text) => text.toLowerCase())).toContain(
      "cardamom",
    );
    await results.getByRole("button", { name: "Clear the search" }).click();
    await results.waitFor({ state: "hidden" });
  });

  it("creates a folder and moves the document into it with the keyboard", async () => {
    await page.getByRole("button", { name: "Add" }).first().click();
    await page.getByRole("menuitem", { name: "New folder" }).click();
    const create = page.getByRole("dialog", { name: "New folder" });
    await create.getByLabel("Name").fill("Baking");
    await create.getByLabel("Name").press("Enter");
    await page.getByText("Folder Baking created").waitFor();
    await row("Baking").getByText("0 items").waitFor();

    // Select the document with Space, reach the selection's Move with the keyboard, choose the folder, move.
    await row(title)
      .getByRole("checkbox", { name: `Select ${title}` })
      .focus();
    await page.keyboard.press("Space");
    await page.getByRole("toolbar", { name: "1 selected" }).waitFor();
    await tabTo(page, "Move", true);
    await page.keyboard.press("Enter");
    const move = page.getByRole("dialog", { name: `Move ${title}` });
    await move.getByText("Moving into Knowledge base").waitFor();
    await tabTo(page, "Open Baking");
    await page.keyboard.press("Enter");
    await move.getByText("Moving into Baking").waitFor();
    await tabTo(page, "Move here");
    await page.keyboard.press("Enter");
    await page.getByText("Moved to Baking").waitFor();
    await move.waitFor({ state: "hidden" });
    await row("Baking").getByText("1 item").waitFor();
    expect(await row(title).count()).toBe(0);

    await row("Baking").getByRole("link", { name: "Baking" }).click();
    await page.waitForURL(/\/app\/agents\/knowledge-base\?folder=/);
    await page.getByRole("navigation", { name: "Folder" }).getByText("Baking").waitFor();
    await row(title).waitFor();
    const document = (await api("GET", "/v1/convai/knowledge-base?search=Crumb")).documents[0];
    expect(document.folder_path.map((segment: Json) => segment.name)).toEqual(["Baking"]);
  });

  it("gives the document to an agent on its Knowledge base tab with retrieval on, kept after a reload", async () => {
    await page.goto(`${chorus.url}/app/agents/${agentId}?tab=knowledge-base`);
    await page.getByRole("tab", { name: "Knowledge base", selected: true }).waitFor();
    await page.getByText("This agent has no documents yet.").waitFor();
    await page
      .getByText("Retrieval is not recommended for small knowledge bases", { exact: false })
      .waitFor();

    await page.getByRole("button", { name: "Add documents" }).click();
    const picker = page.getByRole("dialog", { name: "Add from the knowledge base" });
    await picker.getByRole("searchbox", { name: "Search by name" }).fill("recipes");
    await picker.getByRole("checkbox", { name: new RegExp(title) }).check();
    await picker.getByRole("button", { name: "Add 1 entry" }).click();
    await picker.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: `Remove ${title}` }).waitFor();
    expect(await page.getByLabel(`Usage of ${title}`).inputValue()).toBe("auto");

    await page.getByRole("switch", { name: "Use retrieval" }).check();
    const passages = page.getByLabel("Retrieved passages");
    await passages.fill("25");
    await page.getByText("Retrieval documents must be between 1 and 20.").waitFor();
    await passages.fill("5");
    await page.getByText("Retrieval documents must be between 1 and 20.").waitFor({ state: "hidden" });
    expect(await seriousAxeFindings(page)).toEqual([]);

    const saveBar = page.getByRole("region", { name: "Unsaved changes" });
    await saveBar.getByRole("button", { name: "Save" }).click();
    await saveBar.waitFor({ state: "hidden" });

    await page.reload();
    await page.getByRole("tab", { name: "Knowledge base", selected: true }).waitFor();
    await page.getByRole("link", { name: title }).waitFor();
    expect(await page.getByRole("switch", { name: "Use retrieval" }).isChecked()).toBe(true);
    expect(await page.getByLabel("Retrieved passages").inputValue()).toBe("5");
    const agent = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(agent.conversation_config.agent.prompt.knowledge_base).toEqual([
      expect.objectContaining({ type: "file", name: title, usage_mode: "auto" }),
    ]);
    expect(agent.conversation_config.agent.prompt.rag).toMatchObject({
      enabled: true,
      max_retrieved_rag_chunks_count: 5,
    });
  });

  it("refuses to delete the document while the agent uses it, then deletes it anyway and takes it off the agent", async () => {
    await page.getByRole("link", { name: title }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page
      .getByRole("region", { name: "Agents using it" })
      .getByRole("link", { name: "Crumb helper" })
      .waitFor();
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: `Delete ${title}?` });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await confirm.getByText("This document is used by 1 agent.", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Delete anyway" }).click();
    await page.getByText(`${title} deleted`).waitFor();
    await page.waitForURL(/\/app\/agents\/knowledge-base\?folder=/);
    await page.getByText("This folder is empty").waitFor();
    const agent = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(agent.conversation_config.agent.prompt.knowledge_base).toEqual([]);
  });

  it("adds a text into the folder shown, and shows at its field why a private web address is refused", async () => {
    await page.getByRole("button", { name: "Add" }).first().click();
    await page.getByRole("menuitem", { name: "Add a web page" }).click();
    const web = page.getByRole("dialog", { name: "Add a web page" });
    await web.getByLabel("Page address").fill("https://127.0.0.1/admin");
    await web.getByRole("button", { name: "Add page" }).click();
    await web.getByText("The URL is not accepted: 127.0.0.1 is a private or loopback address.").waitFor();
    await page.keyboard.press("Escape");
    await web.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Add" }).first().click();
    await page.getByRole("menuitem", { name: "Add a text" }).click();
    const text = page.getByRole("dialog", { name: "Add a text" });
    await text.getByRole("button", { name: "Add text" }).click();
    await text.getByText("Write or paste the text.").waitFor();
    await text.getByLabel("Name").fill("Opening hours");
    await text.getByLabel("Text", { exact: true }).fill("Crumb Bakery opens at 7 am on weekdays.");
    await text.getByRole("button", { name: "Add text" }).click();
    await page.getByText("Opening hours added").waitFor();
    await row("Opening hours").getByText("Text", { exact: true }).waitFor();
    const added = (await api("GET", "/v1/convai/knowledge-base?search=Opening")).documents[0];
    expect(added.folder_path.map((segment: Json) => segment.name)).toEqual(["Baking"]);
  });

  it("deletes several entries at once, naming the one an agent uses, then deletes that one anyway", async () => {
    const folderId = (await api("GET", "/v1/convai/knowledge-base?search=Baking")).documents[0].id as string;
    const gift = await api("POST", "/v1/convai/knowledge-base/text", {
      name: "Gift cards",
      text: "Gift cards never expire.",
      parent_folder_id: folderId,
    });
    await api("PATCH", `/v1/convai/agents/${agentId}`, {
      conversation_config: {
        agent: { prompt: { knowledge_base: [{ type: "text", name: "Gift cards", id: gift.id }] } },
      },
    });
    await page.reload();
    await row("Gift cards").getByText("1 agent").waitFor();
    await page.getByRole("checkbox", { name: "Select every entry shown" }).check();
    await page.getByRole("toolbar", { name: "2 selected" }).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete 2 entries?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Opening hours deleted").waitFor();
    const failure = confirm.getByRole("listitem").filter({ hasText: "Gift cards" });
    await failure.getByText("This document is used by 1 agent.", { exact: false }).waitFor();
    expect(await confirm.getByRole("listitem").count()).toBe(1);
    await confirm.getByRole("button", { name: "Delete anyway" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByText("Gift cards deleted").waitFor();
    await page.getByText("This folder is empty").waitFor();
    const agent = await api("GET", `/v1/convai/agents/${agentId}`);
    expect(agent.conversation_config.agent.prompt.knowledge_base).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("starts a site crawl from the add menu, showing the server's refusal at the address, then its progress", async () => {
    await page.getByRole("button", { name: "Add" }).first().click();
    await page.getByRole("menuitem", { name: "Crawl a website" }).click();
    const crawl = page.getByRole("dialog", { name: "Crawl a website" });
    await crawl.getByLabel("Start address").fill("https://127.0.0.1/");
    await crawl.getByRole("button", { name: "Start crawl" }).click();
    await crawl.getByText("The URL is not accepted: 127.0.0.1 is a private or loopback address.").waitFor();
    // A reserved name: the crawl runs and cannot fetch it; the dialog shows its counts either way.
    await crawl.getByLabel("Start address").fill("https://docs.invalid/");
    await crawl.getByLabel("Most pages").fill("5");
    await crawl.getByRole("button", { name: "Start crawl" }).click();
    await crawl.getByRole("status").getByText("pages added", { exact: false }).waitFor();
    await crawl.getByText("Close", { exact: true }).click();
    await crawl.waitFor({ state: "hidden" });
    await row("docs.invalid").waitFor();
    const [job] = (await api("GET", "/v1/convai/knowledge-base/crawl")).crawl_jobs;
    expect(job).toMatchObject({ seed_url: "https://docs.invalid/", max_pages: 5 });
    expect(consoleErrors).toEqual([]);
  });
});
