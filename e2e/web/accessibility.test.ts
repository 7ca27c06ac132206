import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { openSettled, trackRequests } from "./support/quiet-network.ts";

/** Every main page, signed out and signed in, with no serious or critical axe finding and a quiet console. */
describe("web app: accessibility of the main pages", () => {
  let chorus: StartedChorus;
  let browser: Browser;
  let page: Page;
  let network: ReturnType<typeof trackRequests>;
  const consoleErrors: string[] = [];
  const email = uniqueEmail("axe");
  const password = "axe-password-1";

  beforeAll(async () => {
    chorus = sharedChorusProcess();
    await createOnboardedAccount(chorus.url, email, password);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    network = trackRequests(page);
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `path`, waits until it has settled, then asks axe. */
  async function findingsOn(path: string) {
    await openSettled(page, network, `${chorus.url}${path}`);
    return seriousAxeFindings(page);
  }

  it.each(["/sign-in", "/sign-up", "/forgot-password", "/terms"])("signed out: %s", async (path) => {
    expect(await findingsOn(path)).toEqual([]);
  });

  it("signs in", async () => {
    await signInInBrowser(page, chorus.url, email, password);
  });

  it.each([
    "/app/home",
    "/app/speech-synthesis",
    "/app/voices",
    "/app/voice-changer",
    "/app/sound-effects",
    "/app/speech-to-text",
    "/app/history",
    "/app/pronunciation-dictionaries",
    "/app/agents",
    "/app/conversations",
    "/app/agents/tickets",
    "/app/agents/mcp-servers",
    "/app/agents/auth-connections",
    "/app/usage",
    "/app/subscription",
    "/app/settings/profile",
    "/app/settings/api-keys",
    "/app/workspace/members",
  ])("signed in: %s", async (path) => {
    expect(await findingsOn(path)).toEqual([]);
  });

  it("asks for the updated Terms of Use in a modal that stays until accepted", async () => {
    // The server says the terms changed since this person accepted them, until they accept.
    let accepted = false;
    await page.route("**/v1/user", async (route) => {
      const response = await route.fetch();
      const user = await response.json();
      await route.fulfill({ response, json: { ...user, show_compliance_terms: !accepted } });
    });
    page.on("request", (request) => {
      if (request.url().endsWith("/v1/user/accept-terms")) accepted = true;
    });
    await page.goto(`${chorus.url}/app/home`);
    const dialog = page.getByRole("dialog", { name: "We've updated our Terms of Use" });
    await dialog.waitFor();
    expect(await dialog.getByRole("link", { name: "Terms of Use" }).getAttribute("target")).toBe("_blank");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Accept" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.unroute("**/v1/user");
    expect(accepted).toBe(true);
  });

  it("logged no error in the console on the way", () => {
    expect(consoleErrors).toEqual([]);
  });
});
