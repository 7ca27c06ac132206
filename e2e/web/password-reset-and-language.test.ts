import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForMailLink } from "./support/mail.ts";

/**
 * Forgot password → reset link → new password; the language switcher (saved to the profile,
 * so a fresh browser opens in it); and the action page's and sign-in page's special cases.
 */
describe("web app: password reset, language and link edge cases", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail("reset");

  const signIn = async (target: Page, password: string) => {
    await target.getByLabel(/^(Email|E-Mail)$/).fill(email);
    await target.getByLabel(/^(Password|Passwort)$/).fill(password);
    await target.getByRole("button", { name: /^(Sign in|Anmelden)$/ }).click();
  };

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, "old-password-1");
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("resets a forgotten password with the emailed link", async () => {
    await page.goto(`${chorus.url}/sign-in`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${chorus.url}/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();

    await page.goto(await waitForMailLink(chorus.output, email, "resetPassword"));
    await page.getByLabel("New password", { exact: true }).fill("new-password-2");
    await page.getByLabel("Repeat new password").fill("something-else");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Your passwords do not match").waitFor();
    await page.getByLabel("Repeat new password").fill("new-password-2");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("heading", { name: "Password changed" }).waitFor();

    await page.getByRole("link", { name: "Sign in" }).click();
    await signIn(page, "old-password-1");
    await page.getByRole("alert").filter({ hasText: "No user found with these credentials." }).waitFor();
    await signIn(page, "new-password-2");
    await page.waitForURL(`${chorus.url}/app/home`);
  });

  it("switches the language, remembers it in the profile and opens a fresh browser in it", async () => {
    await page.getByLabel("Language").selectOption("de-DE");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: "Startseite" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("de-DE");
    await page.reload();
    await nav.getByRole("link", { name: "API-Schlüssel" }).waitFor();

    const fresh = await browser.newContext({ locale: "en-US" });
    const other = await fresh.newPage();
    await other.goto(`${chorus.url}/sign-in`);
    await other.getByRole("heading", { name: "Welcome back" }).waitFor();
    await signIn(other, "new-password-2");
    await other.waitForURL(`${chorus.url}/app/home`);
    await other
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Mitglieder" })
      .waitFor();
    await fresh.close();
  });

  it("shows an error for an unknown action mode and explains that SSO is not configured", async () => {
    await page.goto(`${chorus.url}/app/action?mode=somethingElse&oobCode=abc&lang=en`);
    await page.getByRole("heading", { name: "This link doesn't work" }).waitFor();
    // Without `lang`, the signed-in person's language (German, from the test above) applies to the page.
    await page.goto(`${chorus.url}/app/action?mode=verifyEmail&oobCode=not-a-real-code`);
    await page.getByRole("heading", { name: "Das konnte nicht abgeschlossen werden" }).waitFor();

    // Back in the app, the profile's language (German, from the test above) applies again.
    await page.goto(`${chorus.url}/app/home`);
    await page.getByRole("button", { name: "Kontomenü" }).click();
    await page.getByRole("menuitem", { name: "Abmelden" }).click();
    await page.waitForURL(`${chorus.url}/sign-in`);
    await page.getByLabel("Sprache").selectOption("en-US");
    await page.goto(`${chorus.url}/sign-in?use_sso=true`);
    await page.getByRole("heading", { name: "Single sign-on" }).waitFor();
    await page
      .getByText("Single sign-on is not configured on this Chorus server.", { exact: false })
      .waitFor();

    // The footer's Terms of Use and Privacy Policy are pages, not plain text (spec 000 §2).
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
    await page.getByRole("heading", { name: "Terms of Use", level: 1 }).waitFor();
    await page.getByText("run by its operator", { exact: false }).waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Back to sign-in" }).click();
    await page.waitForURL(`${chorus.url}/sign-in`);
  });
});
