/// <reference lib="dom" />
import fs from "node:fs";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";

/** The pronunciation dictionary screens: create with inline validation, edit rules, versions, PLS, upload. */
describe("web app: pronunciation dictionaries", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail("lexicographer");

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, "lexicon-password-1");
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
    await signInInBrowser(page, chorus.url, email, "lexicon-password-1");
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("creates a dictionary from rules with the spec's messages inline, then edits it into a new version", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Pronunciation dictionaries" })
      .click();
    await page.waitForURL(`${chorus.url}/app/pronunciation-dictionaries`);
    await page.getByText("No dictionaries yet").waitFor();
    await page.getByRole("button", { name: "New dictionary" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New pronunciation dictionary" });
    await dialog.getByRole("button", { name: "Create dictionary" }).click();
    await dialog.getByText("Dictionary name is required").waitFor();
    await dialog.getByText("Rule input is required").waitFor();

    await dialog.getByLabel("Name").fill("Brand words");
    await dialog.getByLabel("Text of rule 1").fill("tomato");
    await dialog.getByLabel("Type of rule 1").selectOption("ipa");
    await dialog.getByLabel("Pronunciation of rule 1").fill("təˈmeɪtoʊ");
    await dialog.getByRole("button", { name: "Create dictionary" }).click();
    await dialog.getByText("Phoneme output must start and end with /").waitFor();
    await dialog.getByLabel("Pronunciation of rule 1").fill("/təˈmeɪtoʊ/");
    await dialog.getByRole("button", { name: "Create dictionary" }).click();

    await page.waitForURL(/\/app\/pronunciation-dictionaries\/\w+$/);
    await page.getByRole("heading", { name: "Brand words", level: 1 }).waitFor();
    await page.getByText("Version 1").waitFor();

    await page.getByRole("button", { name: "Add rule" }).click();
    await page.getByLabel("Text of rule 2").fill("UN");
    await page.getByRole("button", { name: "Save rules" }).click();
    await page.getByText("Rule output is required").waitFor();
    await page.getByLabel("Pronunciation of rule 2").fill("United Nations");
    await page.getByRole("button", { name: "Save rules" }).click();
    await page.getByText("Version 2").waitFor();

    const download = page.waitForEvent("download");
    await page
      .getByRole("listitem")
      .filter({ hasText: "Version 2" })
      .getByRole("button", { name: "Download PLS" })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Brand words.pls");
    const pls = fs.readFileSync((await file.path())!, "utf8");
    expect(pls).toContain("<grapheme>UN</grapheme>");
    expect(pls).toContain("<alias>United Nations</alias>");
  });

  it("creates a dictionary from an uploaded TXT file and refuses other files", async () => {
    await page.goto(`${chorus.url}/app/pronunciation-dictionaries`);
    await page.getByRole("button", { name: "New dictionary" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New pronunciation dictionary" });
    await dialog.getByRole("radio", { name: /A file/ }).check();
    await dialog.getByLabel("Pronunciation file").setInputFiles({
      name: "rules.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("a,b"),
    });
    await dialog.getByText("Pronunciation files must be PLS, XML or TXT").waitFor();
    await dialog.getByLabel("Pronunciation file").setInputFiles({
      name: "acronyms.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("NASA = /ˈnæsə/\nSQL = sequel\n"),
    });
    await expect.poll(() => dialog.getByLabel("Name").inputValue()).toBe("acronyms");
    await dialog.getByRole("button", { name: "Create dictionary" }).click();
    await page.getByRole("heading", { name: "acronyms", level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId("rule-row").count()).toBe(2);
    await expect.poll(() => page.getByLabel("Pronunciation of rule 2").inputValue()).toBe("sequel");
  });

  it("applies a dictionary picked on the speech screen", async () => {
    await page.goto(`${chorus.url}/app/speech-synthesis`);
    await page.getByLabel("Text", { exact: true }).fill("The UN met about the tomato.");
    const picker = page.getByLabel("Pronunciation dictionary");
    await expect.poll(() => picker.locator("option").allTextContents()).toContain("Brand words (2 rules)");
    await picker.selectOption({ label: "Brand words (2 rules)" });
    const pick = page.getByRole("button", { name: /^Use voice / }).first();
    await pick.waitFor();
    await pick.click();
    const sent = page.waitForRequest((request) => request.url().includes("/v1/text-to-speech/"));
    await page.getByRole("button", { name: "Generate speech" }).click();
    const body = (await sent).postDataJSON() as { pronunciation_dictionary_locators?: unknown[] };
    expect(body.pronunciation_dictionary_locators).toHaveLength(1);
    const player = page.getByRole("region", { name: "Audio player" });
    await expect
      .poll(() => player.getAttribute("data-state"), { timeout: 60_000 })
      .toMatch(/^(ready|playing|paused|ended)$/);
  });
});
