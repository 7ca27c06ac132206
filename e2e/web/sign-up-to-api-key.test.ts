import fs from "node:fs";
import path from "node:path";
import { type StartedChorus, startChorusProcess } from "@chorus/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForMailLink } from "./support/mail.ts";

/**
 * Flow (a): a new person signs up in the browser, verifies their email from the link in the
 * mail, finishes onboarding, creates an API key (shown once) and uses it against the API. The
 * sign-up page solves the captcha's proof-of-work at the production difficulty.
 */
describe("web app: sign up, verify, onboard, create an API key", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail("newcomer");
  let secret = "";

  beforeAll(async () => {
    chorus = await startChorusProcess({ CAPTCHA_DIFFICULTY: "5000" });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await chorus?.stop();
  });

  it("ships no captcha token in the web bundle", () => {
    const assets = path.resolve(import.meta.dirname, "../../apps/web/dist/assets");
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      expect(fs.readFileSync(path.join(assets, name), "utf8"), name).not.toContain("chorus-test-captcha");
    }
  });

  it("opens signed-out pages at once, with nothing in the console and no failed session refresh", async () => {
    const visitor = await browser.newPage();
    const logged: string[] = [];
    const refreshes: string[] = [];
    visitor.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") logged.push(message.text());
    });
    visitor.on("request", (request) => {
      if (request.url().includes("/v1/auth/token")) refreshes.push(request.url());
    });
    await visitor.goto(`${chorus.url}/app/home`);
    await visitor.waitForURL(/\/sign-in/);
    await visitor.getByRole("heading", { name: "Welcome back" }).waitFor();
    await visitor.goto(`${chorus.url}/sign-up`);
    await visitor.getByRole("button", { name: "Create account" }).waitFor();
    await visitor.close();
    expect(refreshes).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("shows the captcha working, and a failed challenge with a way to try again", async () => {
    // The first challenge is held, so the working state is seen; then it fails.
    let fail: () => void = () => {};
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await page.route("**/v1/auth/captcha-challenge", async (route) => {
      await failed;
      await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    await page.goto(`${chorus.url}/sign-up`);
    await page.getByRole("status").filter({ hasText: "Verifying you're human…" }).waitFor();
    fail();
    await page.getByText("We couldn't verify that you're human.").waitFor();
    expect(await page.getByRole("button", { name: "Create account" }).isDisabled()).toBe(true);
    await page.unroute("**/v1/auth/captcha-challenge");
    await page.getByRole("button", { name: "Try again" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Verifying you're human…" })
      .waitFor({ state: "hidden" });
    expect(await page.getByText("We couldn't verify that you're human.").count()).toBe(0);
  });

  it("signs up and lands on onboarding", async () => {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    // The contract's password rule runs in the browser before any request.
    await expect
      .poll(() => page.getByText("Your password must be at least 8 characters long.").isVisible())
      .toBe(true);
    await page.getByLabel("Password", { exact: true }).fill("a-long-password-1");
    const signUp = page.waitForRequest((request) => request.url().endsWith("/v1/auth/sign-up"));
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL(`${chorus.url}/app/onboarding`);
    // The token is a solved challenge: the counter the server hid and the key it derives.
    const token = (await signUp).postDataJSON().recaptcha_token as string;
    const { challenge, solution } = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(solution.counter).toBeGreaterThanOrEqual(2500);
    expect(solution.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
  });

  it("verifies the email address from the link in the mail", async () => {
    const link = await waitForMailLink(chorus.output, email, "verifyEmail");
    expect(link).toContain("/app/action?");
    await page.goto(link);
    await page.getByRole("heading", { name: "Email verified" }).waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    // Not onboarded yet: post-login routing sends the person to onboarding.
    await page.waitForURL(`${chorus.url}/app/onboarding`);
  });

  it("checks onboarding answers like the server and finishes onboarding", async () => {
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please provide your name").waitFor();
    await page.getByText("Please enter date of birth").waitFor();
    expect(await page.getByLabel("First name").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("First name").fill("Ada");
    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 17);
    await page.getByLabel("Date of birth").fill(tooYoung.toISOString().slice(0, 10));
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("You must be at least 18 years old", { exact: true }).waitFor();

    await page.getByLabel("Date of birth").fill("1990-04-12");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: "Building an app with the API" }).check();
    await page.getByLabel("How did you hear about us?").selectOption("github");
    await page.getByRole("button", { name: "Finish" }).click();
    await page.waitForURL(`${chorus.url}/app/home`);
    await page.getByRole("heading", { name: "Welcome, Ada" }).waitFor();
    // Someone building with the API starts from keys, the reference and usage.
    const quickStart = page.getByRole("region", { name: "Quick start" });
    await quickStart.getByRole("link", { name: /Create an API key/ }).waitFor();
    expect(await quickStart.getByRole("link", { name: /Generate speech/ }).count()).toBe(0);
    // The address is verified, so no verification banner.
    expect(await page.getByText("Verify your email address").count()).toBe(0);
  });

  it("creates an API key, shows its secret once, and the key works against the API", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "API keys" })
      .click();
    await page.waitForURL(`${chorus.url}/app/settings/api-keys`);
    await page.getByRole("button", { name: "Create API key" }).first().click();
    const form = page.getByRole("dialog", { name: "Create API key" });
    await form.getByLabel("Name").fill("CI key");
    await form.getByRole("button", { name: "Create key" }).click();

    const shown = page.getByRole("dialog", { name: "Your new API key" });
    await shown.getByText("You won't see it again.").waitFor();
    secret = (await shown.getByTestId("new-api-key").textContent())?.trim() ?? "";
    expect(secret.length).toBeGreaterThan(20);
    await shown.getByRole("button", { name: "I've copied the key" }).click();
    await shown.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Disable CI key" }).waitFor();
    expect(await page.content()).not.toContain(secret);

    const response = await fetch(`${chorus.url}/v1/user`, { headers: { "xi-api-key": secret } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe(email);
  });

  it("disables the key from the table, and the API refuses it", async () => {
    await page.getByRole("button", { name: "Disable CI key" }).click();
    await page.getByRole("button", { name: "Enable CI key" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Key disabled" }).waitFor();
    const refused = await fetch(`${chorus.url}/v1/user`, { headers: { "xi-api-key": secret } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { detail: { status: string } }).detail.status).toBe("api_key_disabled");
  });
});
