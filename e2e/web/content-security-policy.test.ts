/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser, so this file needs the DOM types.)
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { type CspViolation, recordCspViolations } from "./support/csp-violations.ts";
import { shareLinkFromHistory } from "./support/history.ts";
import { apiAs } from "./support/professional-fixtures.ts";
import { generateSpeechInBrowser } from "./support/speech.ts";

const password = "policy-password-1";
const text = "The web app runs under its content security policy.";
/** Sarah (Flite slt), whom pocketsphinx hears well. */
const sarahVoiceId = "pJr3rCeWYRHBqkDwK3A0";
/** The recording transcribed on the speech-to-text page (another text, so history has one item of `text`). */
const spoken = "We walked along the river until the sun went down.";

/**
 * The built web app under the server's Content-Security-Policy (no inline script or style; audio
 * from blob: and data: URLs; the WebSockets): the main pages, signed in, with what makes them use
 * blob: audio, data: images, fetch(blob:) and charts, must not trigger a single violation; nor may
 * the public share page and the Swagger UI under theirs. Then a page on another origin: it may call
 * the API with a key (CORS), but neither a session-only route nor frame the app.
 */
describe("web app: security headers in the browser", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let violations: () => CspViolation[];
  let folder: string;
  const email = uniqueEmail("policy");

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, password);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-csp-e2e-"));
    const recording = await (await apiAs(chorus.url, email, password)).speechWav(sarahVoiceId, spoken);
    fs.writeFileSync(path.join(folder, "policy.wav"), recording);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    violations = await recordCspViolations(context);
    page = await context.newPage();
    // Signed out, the sign-up page (with its captcha) and the sign-in page are visited under the policy too.
    await page.goto(`${chorus.url}/sign-up`);
    await page.getByRole("button", { name: "Create account" }).waitFor();
    await signInInBrowser(page, chorus.url, email, password);
  });
  afterAll(async () => {
    await browser?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  const heading = (name: string) => page.getByRole("heading", { name, level: 1 }).waitFor();

  it("runs the signed-in app's main pages without a CSP violation", { timeout: 240_000 }, async () => {
    // Speech: generated audio played from a blob: URL.
    await generateSpeechInBrowser(page, chorus.url, text);
    const audio = await page.evaluate(
      () => document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")?.src,
    );
    expect(audio).toMatch(/^blob:/);

    // The page really is under the policy, with no inline script allowed.
    const history = await page.goto(`${chorus.url}/app/history`);
    expect(history?.headers()["content-security-policy"]).toContain("script-src 'self';");
    await heading("History");
    await page.getByRole("list", { name: "Generations" }).getByText(text).waitFor();

    await page.goto(`${chorus.url}/app/voices`);
    await heading("Voices");
    await page
      .getByRole("region", { name: /^English/ })
      .getByRole("listitem")
      .first()
      .waitFor();

    // Sound effects: PCM wrapped in WAV, decoded and drawn from a blob.
    await page.goto(`${chorus.url}/app/sound-effects`);
    await heading("Sound effects");
    await page.getByLabel("Describe the sound").fill("rain on a tin roof");
    await page.getByRole("switch", { name: /Automatic duration/ }).uncheck();
    await page.getByRole("slider", { name: "Duration" }).fill("1");
    await page.getByRole("button", { name: "Generate" }).click();
    const variation = page
      .getByRole("list", { name: "Generated sound effects" })
      .getByRole("listitem", { name: "Variation 1" });
    await expect
      .poll(() => variation.getByTestId("sfx-duration").getAttribute("data-seconds"), { timeout: 60_000 })
      .not.toBeNull();

    // Speech to text: an upload, and its waveform read back with fetch(blob:).
    await page.goto(`${chorus.url}/app/speech-to-text`);
    await heading("Speech to text");
    await page.getByLabel("Spoken language").selectOption("en");
    await page
      .getByLabel("Audio or video files to transcribe")
      .setInputFiles(path.join(folder, "policy.wav"));
    const files = page.getByRole("list", { name: "Transcriptions" });
    await files.getByText("Transcribed").waitFor({ timeout: 90_000 });
    await files.getByRole("button", { name: "Open the transcript of policy.wav" }).click();
    const editor = page.getByRole("region", { name: "Transcript of policy.wav" });
    await editor.getByRole("slider", { name: "Seek" }).first().waitFor();

    // Usage: the recharts chart.
    await page.goto(`${chorus.url}/app/usage`);
    await heading("Usage");
    await page.locator(".recharts-wrapper").first().waitFor({ timeout: 20_000 });

    // Security: the authenticator's QR code is a data: image.
    await page.goto(`${chorus.url}/app/settings/security`);
    await page.getByRole("button", { name: "Set up" }).first().click();
    const qr = page
      .getByRole("dialog", { name: "Set up your authenticator app" })
      .getByRole("img", { name: "QR code for your authenticator app" });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    expect(violations()).toEqual([]);
  });

  it("runs the public share page and the API docs without a CSP violation", {
    timeout: 120_000,
  }, async () => {
    const link = await shareLinkFromHistory(page, chorus.url, text);
    const visitor = await context.newPage();
    await visitor.goto(link);
    await visitor.getByText(text, { exact: true }).waitFor({ timeout: 60_000 });
    await expect
      .poll(
        () =>
          visitor.evaluate(
            () => document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')?.duration ?? 0,
          ),
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);

    const docs = await visitor.goto(`${chorus.url}/docs`);
    expect(docs?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await visitor.locator(".swagger-ui .opblock").first().waitFor({ timeout: 30_000 });
    // Expanding an operation renders its schemas and examples (highlighted code).
    await visitor.locator(".swagger-ui .opblock-summary").first().click();
    await visitor.locator(".swagger-ui .opblock-body").first().waitFor();
    await visitor.close();

    expect(violations()).toEqual([]);
  });

  it("lets a page on another origin call the API with a key, but not a session route, nor frame the app", async () => {
    const session = await apiAs(chorus.url, email, password);
    const key = (
      await session.json("POST", "/v1/workspace/api-keys", { name: "cors e2e", permissions: "all" })
    )["xi-api-key"] as string;
    const signIn = await fetch(`${chorus.url}/v1/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };

    // Another site (another port is another origin; a local one, so Chromium's private network
    // rules do not get in the way), opened in a fresh context with none of the app's storage.
    const site = http.createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(`<!doctype html><title>Studio</title><iframe src="${chorus.url}/sign-in"></iframe>`);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const { port } = site.address() as AddressInfo;
    const elsewhere = await browser.newContext();
    const studio = await elsewhere.newPage();
    await studio.goto(`http://127.0.0.1:${port}/`);

    const calls = await studio.evaluate(
      async ({ base, apiKey, bearer }) => {
        const attempt = async (url: string, headers: Record<string, string>) => {
          try {
            const response = await fetch(`${base}${url}`, { headers });
            return { status: response.status, body: await response.json() };
          } catch (error) {
            return { error: String(error) };
          }
        };
        return {
          // The SDK's own headers force a preflight.
          user: await attempt("/v1/user", {
            "xi-api-key": apiKey,
            "X-Fern-Language": "JavaScript",
            "X-Fern-SDK-Name": "@elevenlabs/elevenlabs-js",
            "X-Fern-SDK-Version": "2.73.0",
          }),
          invoices: await attempt("/v1/billing/invoices", { authorization: `Bearer ${bearer}` }),
        };
      },
      { base: chorus.url, apiKey: key, bearer: token },
    );
    expect(calls.user).toMatchObject({ status: 200, body: { first_name: "Grace" } });
    expect(calls.invoices).toMatchObject({ error: expect.stringContaining("Failed to fetch") });

    // frame-ancestors 'none': the browser shows its error page in the frame instead of the app.
    const frame = studio.frames().find((candidate) => candidate !== studio.mainFrame());
    expect(frame).toBeDefined();
    await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
    await elsewhere.close();
    await new Promise((resolve) => site.close(resolve));
  });
});
