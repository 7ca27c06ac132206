import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import * as OTPAuth from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";

/**
 * Flow (b): turn on an authenticator app in the security settings (QR code, first code, backup
 * codes shown once), sign out, and sign back in with the password and a six-digit code — then
 * once more with a backup code.
 */
describe("web app: two-step verification with an authenticator app", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let totp: OTPAuth.TOTP;
  let backupCodes: string[] = [];
  const email = uniqueEmail("totp");
  const password = "totp-password-1";

  const signInWithPassword = async () => {
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

  it("enrols an authenticator app and shows the backup codes once", async () => {
    await signInWithPassword();
    await page.waitForURL(`${chorus.url}/app/home`);
    await page.goto(`${chorus.url}/app/settings/security`);
    await page.getByRole("button", { name: "Set up" }).first().click();

    const dialog = page.getByRole("dialog", { name: "Set up your authenticator app" });
    const qr = dialog.getByRole("img", { name: "QR code for your authenticator app" });
    await qr.waitFor();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\//);
    const secret = (await dialog.getByTestId("totp-secret").textContent())?.trim() ?? "";
    totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

    await dialog.getByLabel("Six-digit code from the app").fill("000000");
    await dialog.getByRole("button", { name: "Verify and turn on" }).click();
    await dialog.getByText("The code entered was incorrect").waitFor();

    await dialog.getByLabel("Six-digit code from the app").fill(totp.generate());
    await dialog.getByRole("button", { name: "Verify and turn on" }).click();

    const codesDialog = page.getByRole("dialog", { name: "Save your backup codes" });
    await codesDialog.getByText("You won't see them again.", { exact: false }).waitFor();
    backupCodes = (await codesDialog.getByRole("listitem").allTextContents()).map((code) => code.trim());
    expect(backupCodes).toHaveLength(10);
    await codesDialog.getByRole("button", { name: "I've saved my codes" }).click();
    await codesDialog.waitFor({ state: "hidden" });
    await page.getByText("10 codes left").waitFor();
  });

  it("signs out, then signs in with the password and a six-digit code", async () => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(`${chorus.url}/sign-in`);
    await page.getByText("You have been signed out.").waitFor();

    await signInWithPassword();
    await page.getByRole("heading", { name: "Two-step verification" }).waitFor();
    await page.getByLabel("Six-digit code").fill(totp.generate());
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${chorus.url}/app/home`);
    await page.getByRole("heading", { name: "Welcome, Grace" }).waitFor();
  });

  it("accepts a backup code instead of the app", async () => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(`${chorus.url}/sign-in`);

    await signInWithPassword();
    await page.getByRole("button", { name: "Use a backup code" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${chorus.url}/app/home`);
  });
});
