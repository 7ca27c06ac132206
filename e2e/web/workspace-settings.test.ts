import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";

/** The owner's workspace pages: members and seats, the free plan's one seat said up front, and settings. */
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

  it("says before anything is uploaded that instant cloning needs a higher plan than Free", async () => {
    await page.goto(`${chorus.url}/app/voices`);
    await page.getByRole("button", { name: "Add voice" }).click();
    const choice = page.getByRole("button", { name: /Instant voice clone/ });
    await choice.getByText("Instant voice cloning needs the Starter plan or higher.").waitFor();
    expect(await choice.isDisabled()).toBe(true);
    await page.getByRole("dialog").getByRole("link", { name: "See plans" }).waitFor();
    await page.keyboard.press("Escape");
    await page.goto(`${chorus.url}/app/workspace/members`);
  });

  it("says up front that every seat is taken, instead of refusing the invite after it is typed", async () => {
    await page
      .getByRole("status")
      .filter({ hasText: "Every seat is taken (1 of 1)" })
      .getByRole("link", { name: "See plans" })
      .waitFor();
    const invite = page.getByRole("button", { name: "Invite member" });
    expect(await invite.isDisabled()).toBe(true);
    // The button points at the reason, for screen readers too.
    const reason = await invite.getAttribute("aria-describedby");
    expect(await page.locator(`#${reason}`).textContent()).toContain("withdraw an invite");
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
    // Password sign-in cannot be turned off while single sign-on cannot be set up, and the page says why.
    const passwordSignIn = page.getByRole("switch", { name: /Allow email and password sign-in/ });
    expect(await passwordSignIn.isChecked()).toBe(true);
    expect(await passwordSignIn.isDisabled()).toBe(true);
    await page.getByText("Single sign-on cannot be set up on this server yet", { exact: false }).waitFor();
  });
});
