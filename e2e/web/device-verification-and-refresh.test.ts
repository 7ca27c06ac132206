import { type StartedChorus, startChorusProcess } from "@chorus/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForMailLink, waitForMailMatch } from "./support/mail.ts";

/**
 * With new-device verification on and 30-second access tokens: a sign-in from an unknown
 * browser finishes with the emailed code, or with the emailed link opened in another tab (which
 * signs the first tab in too); and the app refreshes its token before expiry so it keeps working.
 *
 * @run-first: it waits 36 s for a token to outlive its lifetime; started first, the wait overlaps
 * other files' work instead of ending the run.
 */
describe("web app: new-device sign-in verification and token refresh", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  const email = uniqueEmail("device");
  const password = "device-password-1";

  const submitPassword = async (page: Page) => {
    await page.goto(`${chorus.url}/sign-in`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
  };

  beforeAll(async () => {
    chorus = await startChorusProcess({ SIGN_IN_VERIFICATION: "new_device", ACCESS_TOKEN_TTL_SECONDS: "30" });
    await createOnboardedAccount(chorus.url, email, password);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await chorus?.stop();
  });

  it("finishes with the six-digit code from the email, then keeps the session alive past the token lifetime", async () => {
    const page = await browser.newPage();
    // The page's clock runs as usual until the test moves it on: waiting out the 30-second access token
    // in real time held a test worker for 36 s.
    await page.clock.install();
    let refreshes = 0;
    const issued: string[] = [];
    page.on("response", async (response) => {
      if (!/\/v1\/auth\/(token|verify-sign-in)/.test(response.url()) || response.status() !== 200) return;
      if (response.url().endsWith("/v1/auth/token")) refreshes += 1;
      const body = (await response.json().catch(() => ({}))) as { access_token?: string };
      if (body.access_token) issued.push(body.access_token);
    });
    const before = chorus.output().length;
    await submitPassword(page);
    const code = await waitForMailMatch(() => chorus.output().slice(before), email, /sign-in code: (\d{6})/);
    await page.getByLabel("Code from the email").fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${chorus.url}/app/home`);

    // Past the 30-second access token by the page's clock: the app must have refreshed it on its own.
    await page.clock.fastForward(36_000);
    await expect.poll(() => refreshes).toBeGreaterThanOrEqual(1);
    const usedTokens: string[] = [];
    page.on("request", (request) => {
      const authorization = request.headers().authorization;
      if (request.url().includes("/v1/auth/") || !authorization?.startsWith("Bearer ")) return;
      usedTokens.push(authorization.slice("Bearer ".length));
    });
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Members" })
      .click();
    // The API is then called with the latest refreshed token (one issued in the same second as the last is
    // the same token: same claims, same signature).
    await expect.poll(() => usedTokens.includes(issued.at(-1) ?? "")).toBe(true);
    await page.getByRole("cell", { name: /Grace/ }).first().waitFor();
    expect(page.url()).toBe(`${chorus.url}/app/workspace/members`);
    await page.close();
  });

  it("finishes with the emailed link opened in another tab, which signs the waiting tab in", async () => {
    const context = await browser.newContext();
    const waiting = await context.newPage();
    const before = chorus.output().length;
    await submitPassword(waiting);
    const link = await waitForMailLink(() => chorus.output().slice(before), email, "verifySignInRequest");

    const fromMail = await context.newPage();
    await fromMail.goto(link);
    await fromMail.waitForURL(`${chorus.url}/app/home`);
    await waiting.waitForURL(`${chorus.url}/app/home`);
    await context.close();
  });
});
