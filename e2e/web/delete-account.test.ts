import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";

/** Deleting the account asks for the account email typed out, then signs out for good. */
describe("web app: account deletion", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail("leaving");
  const password = "leaving-password-1";

  const signIn = async () => {
    await page.goto(`${chorus.url}/sign-in`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  };

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, password);
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("refuses a mistyped email, deletes with the right one and signs out", async () => {
    await signIn();
    await page.waitForURL(`${chorus.url}/app/home`);
    await page.goto(`${chorus.url}/app/settings/profile`);
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const field = dialog.getByLabel("Your email address");
    await field.fill("someone-else@example.com");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("Please type your account email to confirm deletion.").waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await field.fill(email);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${chorus.url}/sign-in`);

    await signIn();
    await page.getByRole("alert").waitFor();
    expect(page.url()).toBe(`${chorus.url}/sign-in`);
  });
});
