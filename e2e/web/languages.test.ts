import type { UiLocale } from "@chorus/contract";
import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { openSettled, trackRequests } from "./support/quiet-network.ts";
import { cutLabelsOn, englishLeftOn } from "./support/untranslated-text.ts";

const pages = [
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
  "/app/settings/security",
  "/app/settings/api-keys",
  "/app/workspace/members",
];

/**
 * The main pages in German and Japanese, at the narrowest width the layout supports (360 px) and on
 * a desktop: no English interface string left on them, and no label cut off.
 */
describe.each(["de-DE", "ja-JP"] as const)(
  "web app in %s: every main page translated, nothing cut",
  (locale) => {
    let chorus: StartedChorus;
    let browser: Browser;
    let page: Page;
    let network: ReturnType<typeof trackRequests>;
    const email = uniqueEmail(`locale-${locale}`);
    const password = "locale-password-1";

    beforeAll(async () => {
      chorus = sharedChorusProcess();
      const token = await createOnboardedAccount(chorus.url, email, password);
      const profile = await fetch(`${chorus.url}/v1/user/profile`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ locale: locale satisfies UiLocale }),
      });
      expect(profile.status).toBe(200);
      browser = await launchBrowser();
      page = await browser.newPage({ viewport: { width: 360, height: 780 } });
      network = trackRequests(page);
      await signInInBrowser(page, chorus.url, email, password);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
    });
    afterAll(async () => {
      await browser?.close();
    });

    const open = (path: string) => openSettled(page, network, `${chorus.url}${path}`);

    it("finds English where there is some: the signed-out sign-in page of an English browser", async () => {
      const english = await browser.newPage({ locale: "en-US" });
      try {
        await english.goto(`${chorus.url}/sign-in`);
        await english.getByRole("heading", { name: "Welcome back" }).waitFor();
        expect(await englishLeftOn(english, locale)).toContain("Welcome back");
      } finally {
        await english.close();
      }
    });

    it.each(pages)("%s at 360 px", async (path) => {
      await open(path);
      expect(await englishLeftOn(page, locale), "English left").toEqual([]);
      expect(await cutLabelsOn(page), "labels cut off").toEqual([]);
    });

    // The desktop layout once, in the language with the longest words.
    const desktopPages = locale === "de-DE" ? ["/app/home", "/app/voices", "/app/usage"] : [];
    if (desktopPages.length > 0)
      it.each(desktopPages)("%s on a desktop", async (path) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await open(path);
        expect(await englishLeftOn(page, locale), "English left").toEqual([]);
        expect(await cutLabelsOn(page), "labels cut off").toEqual([]);
      });
  },
);
