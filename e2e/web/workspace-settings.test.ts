import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";

/** The owner's workspace pages: members and seats, an invite the free plan refuses, and settings. */
describe("web app: workspace members and settings", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail("owner");

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, "owner-password-1");
    browser = await launchBrowser();
    page = await browser.newPage();
    await signInInBrowser(page, chorus.url, email, "owner-password-1", "/app/workspace/members");
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("lists the owner and shows the seat count", async () => {
    await page.getByRole("cell", { name: /Grace/ }).first().waitFor();
    await page.getByText("1 of 1 seats used").waitFor();
    await page.getByRole("cell", { name: "Owner", exact: true }).waitFor();
  });

  it("shows the server's reason when an invite does not fit the plan", async () => {
    await page.getByRole("button", { name: "Invite member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a member" });
    await dialog.getByLabel("Email address").fill(uniqueEmail("teammate"));
    await dialog.getByLabel("Role").selectOption("editor");
    await dialog.getByRole("button", { name: "Send invite" }).click();
    await dialog
      .getByRole("alert")
      .filter({ hasText: "Your plan allows 1 seat in the workspace." })
      .waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("renames the workspace and sets an inactivity timeout", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Settings" })
      .click();
    await page.getByLabel("Workspace name").fill("Acme Voices");
    await page.getByLabel("Sign out after inactivity").selectOption({ label: "15 minutes" });
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("status").filter({ hasText: "Changes saved" }).waitFor();
    await page.getByRole("banner").getByText("Acme Voices").waitFor();

    await page.reload();
    expect(await page.getByLabel("Workspace name").inputValue()).toBe("Acme Voices");
    expect(await page.getByLabel("Sign out after inactivity").inputValue()).toBe("900");
  });
});
