import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";

/**
 * Flow (c): post-login routing honours a `redirect` only when `safeRedirectPath` allows it;
 * a signed-out visit to an app page comes back to it after sign-in; sign-in and sign-out
 * reach every tab. Also saves screenshots of the sign-in and home pages for a visual check.
 */
describe("web app: post-login redirects and sessions across tabs", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail("redirect");
  const password = "redirect-password-1";

  const signIn = async (target: Page) => {
    await target.getByLabel("Email").fill(email);
    await target.getByLabel("Password", { exact: true }).fill(password);
    await target.getByRole("button", { name: "Sign in" }).click();
  };
  const signOut = async (target: Page) => {
    await target.getByRole("button", { name: "Account menu" }).click();
    await target.getByRole("menuitem", { name: "Sign out" }).click();
    await target.waitForURL(`${chorus.url}/sign-in`);
  };

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, password);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("ignores a redirect to another origin and goes home", async () => {
    await page.goto(`${chorus.url}/sign-in?redirect=${encodeURIComponent("https://evil.example/x")}`);
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await saveScreenshot(page, "sign-in.png");
    await signIn(page);
    await page.waitForURL(`${chorus.url}/app/home`);
    await page.getByRole("heading", { name: "Welcome, Grace" }).waitFor();
    await page.getByRole("button", { name: "Show me the checklist" }).waitFor();
    // Before it starts, the checklist offers "show" or "no thanks", not "show" and "hide" at once.
    await page.getByRole("button", { name: "No thanks" }).waitFor();
    expect(await page.getByRole("button", { name: "Hide checklist" }).count()).toBe(0);
    // No use case given in onboarding: home starts from making audio.
    const quickStart = page.getByRole("region", { name: "Quick start" });
    await quickStart.getByRole("link", { name: /Generate speech/ }).waitFor();
    await quickStart.getByRole("link", { name: /Make a sound effect/ }).waitFor();
    await saveScreenshot(page, "home.png", { fullPage: true });
    expect(page.url()).toBe(`${chorus.url}/app/home`);
  });

  it("honours an allow-listed redirect", async () => {
    await signOut(page);
    await page.goto(`${chorus.url}/sign-in?redirect=${encodeURIComponent("/app/settings/api-keys")}`);
    await signIn(page);
    await page.waitForURL(`${chorus.url}/app/settings/api-keys`);
    await page.getByRole("heading", { name: "API keys" }).waitFor();
  });

  it("returns to the page a signed-out visit asked for", async () => {
    await signOut(page);
    await page.goto(`${chorus.url}/app/workspace/members`);
    await page.waitForURL(`${chorus.url}/sign-in?redirect=%2Fapp%2Fworkspace%2Fmembers`);
    await signIn(page);
    await page.waitForURL(`${chorus.url}/app/workspace/members`);
    await page.getByRole("cell", { name: /Grace/ }).first().waitFor();
  });

  it("keeps the session when a page's first refresh fails on the way (the page was left while it ran)", async () => {
    // The network loses the refresh once, as leaving a page mid-request does: that page is signed out…
    await page.route("**/v1/auth/token", (route) => route.abort("failed"), { times: 1 });
    await page.goto(`${chorus.url}/app/home`);
    await page.waitForURL(/\/sign-in/);
    // …but the next one still asks the server, and the session is there.
    await page.goto(`${chorus.url}/app/home`);
    await page.getByRole("heading", { name: "Welcome, Grace" }).waitFor();
  });

  it("signs every tab out and in together", async () => {
    const other = await context.newPage();
    await other.goto(`${chorus.url}/app/settings/profile`);
    await other.getByRole("heading", { name: "Profile", level: 1 }).waitFor();

    await signOut(page);
    // The other tab hears the sign-out and leaves the app.
    await other.waitForURL(/\/sign-in/);

    await signIn(page);
    await page.waitForURL(`${chorus.url}/app/home`);
    // …and hears the sign-in: it fetches its own token and moves on from the sign-in page.
    await other.waitForURL(new RegExp(`${chorus.url}/app/`));
    await other.close();
  });
});
