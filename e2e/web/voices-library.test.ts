import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  createTestDatabase,
  type StartedChorus,
  startChorusProcess,
  type TestDatabase,
} from "@chorus/testing";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOnboardedAccount, signInInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { runOperatorCommand } from "./support/operator.ts";
import { saveScreenshot, screenshotsWanted } from "./support/screenshots.ts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1360, height: 900 };
/** Sarah, a premade voice: the speaker of the recording the owner clones. */
const premadeVoiceId = "pJr3rCeWYRHBqkDwK3A0";
const password = "library-password-1";

async function signInForToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function speak(
  baseUrl: string,
  token: string,
  voiceId: string,
  text: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(`${baseUrl}/v1/text-to-speech/${voiceId}?output_format=mp3_44100_128`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ text, model_id: "eleven_multilingual_v2" }),
  });
  if (!response.ok) throw new Error(`text to speech: ${response.status} ${await response.text()}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The cheapest voice to share: an instant clone, through the API, of speech the server made. */
async function cloneVoice(
  baseUrl: string,
  token: string,
  recording: Uint8Array<ArrayBuffer>,
  name: string,
): Promise<string> {
  const form = new FormData();
  form.set("name", name);
  form.set("labels", JSON.stringify({ gender: "female", accent: "american" }));
  form.append("files", new Blob([recording], { type: "audio/mpeg" }), "harbour.mp3");
  const response = await fetch(`${baseUrl}/v1/voices/add`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`instant clone: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { voice_id: string }).voice_id;
}

async function findSimilar(baseUrl: string, token: string, recording: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append("audio_file", new Blob([recording], { type: "audio/mpeg" }), "warm-up.mp3");
  await fetch(`${baseUrl}/v1/similar-voices`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/**
 * The voice library screens against the real server on PostgreSQL, so the operator's command can
 * approve a voice while the server runs: the owner shares a voice (the form's rules, then "In
 * review"), the operator approves it, another person finds it in Explore (search, filters), adds
 * it under a new name, organises it in a collection, searches by a clip, and speaks with it; the
 * owner sees the metrics chart and history, stops sharing, and the copy says until when it works.
 */
describe("web app: the voice library", () => {
  let database: TestDatabase;
  let chorus: StartedChorus;
  let browser: Browser;
  let owner: Page;
  let listener: Page;
  let ownerToken: string;
  let listenerToken: string;
  let cloneId: string;
  let copyId: string;
  let sampleFile: string;
  /** The first similar-voice search measures every default voice once per process (~20 s); started early. */
  let similarWarmUp: Promise<unknown>;
  const ownerEmail = uniqueEmail("sharer");
  const listenerEmail = uniqueEmail("listener");

  /** Desktop and phone screenshots, each scrolled to `focus` when given. */
  const shoot = async (page: Page, name: string, focus?: Locator) => {
    if (!screenshotsWanted) return;
    await focus?.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `${name}-desktop.png`);
    await page.setViewportSize(phone);
    await page.waitForTimeout(300);
    await focus?.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `${name}-phone.png`);
    await page.setViewportSize(desktop);
  };
  const operator = (...argv: string[]) => runOperatorCommand(chorus, database.url!, ...argv);

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    chorus = await startChorusProcess({ CHORUS_BILLING: "off", DATABASE_URL: database.url! });
    await Promise.all([
      createOnboardedAccount(chorus.url, ownerEmail, password),
      createOnboardedAccount(chorus.url, listenerEmail, password),
    ]);
    ownerToken = await signInForToken(chorus.url, ownerEmail);
    listenerToken = await signInForToken(chorus.url, listenerEmail);
    const recording = await speak(
      chorus.url,
      ownerToken,
      premadeVoiceId,
      "The harbour lights came on one by one as the fishing boats returned, and the old sailor began his story.",
    );
    sampleFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "chorus-library-")), "harbour.mp3");
    fs.writeFileSync(sampleFile, recording);
    cloneId = await cloneVoice(chorus.url, ownerToken, recording, "Harbour narrator");
    similarWarmUp = findSimilar(chorus.url, listenerToken, recording).catch(() => undefined);
    browser = await launchBrowser();
    owner = await browser.newPage({ viewport: desktop });
    listener = await browser.newPage({ viewport: desktop });
    await Promise.all([
      signInInBrowser(owner, chorus.url, ownerEmail, password),
      signInInBrowser(listener, chorus.url, listenerEmail, password),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await chorus?.stop();
    await database?.drop();
  });

  it("shares a voice: the form's rules, the confirmation, in review, then live once the operator approves", async () => {
    await owner.goto(`${chorus.url}/app/voices/${cloneId}`);
    await owner.getByRole("heading", { name: "Harbour narrator", level: 1 }).waitFor();
    const sharing = owner.getByRole("region", { name: "Share in the library" });
    await sharing.getByText("Only your workspace can use this voice.").waitFor();
    const share = sharing.getByRole("button", { name: "Share in the library" });

    // The spec's rules answer before anything is sent.
    await sharing.getByLabel("Description in the library").fill("");
    await share.click();
    await sharing.getByText("Please add a description: a shared voice needs one").waitFor();
    await sharing
      .getByLabel("Description in the library")
      .fill("A warm harbour-town narrator for audiobooks.");
    await sharing.getByRole("switch", { name: /^Charge a custom rate/ }).check();
    await sharing.getByLabel("Rate (USD per 1,000 credits)").fill("0.5");
    await sharing.getByText("A custom rate needs a notice period of at least 90 days").waitFor();
    await share.click();
    await sharing.getByText("Maximum custom rate is $0.2 per 1,000 credits").waitFor();
    await sharing.getByText("Custom rate requires a notice period of at least 90 days").waitFor();
    await sharing.getByLabel("Rate (USD per 1,000 credits)").fill("0.1");
    await sharing.getByLabel("Notice period", { exact: true }).selectOption({ label: "90 days" });
    await share.click();

    const confirm = owner.getByRole("dialog", { name: "Share Harbour narrator in the library?" });
    await confirm.getByText("keep using it for the notice period: 90 days").waitFor();
    await confirm.getByRole("button", { name: "Submit for review" }).click();
    const inReview = sharing.getByText("In review", { exact: true });
    await inReview.waitFor();
    await sharing.getByText(/A moderator reviews every voice before it goes live/).waitFor();
    await shoot(owner, "voices-library-sharing-pending", inReview);

    expect(await operator("library", "approve", cloneId)).toMatchObject({ code: 0 });
    await owner.reload();
    await sharing.getByText("Live in the library", { exact: true }).waitFor();
    await owner.getByRole("region", { name: "History" }).getByText("Approved: live in the library").waitFor();
  });

  it("finds the voice in Explore, adds it under a new name and keeps it in a collection", async () => {
    await listener.goto(`${chorus.url}/app/voices`);
    // The voices page opens on the default voices; Explore is a tab (and a URL) away.
    const tabs = listener.getByRole("navigation", { name: "Voice collections" });
    expect(await tabs.getByRole("link", { name: "Default voices" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await tabs.getByRole("link", { name: "Default voices" }).focus();
    await listener.keyboard.press("ArrowRight");
    await listener.keyboard.press("Enter");
    await listener.waitForURL(`${chorus.url}/app/voices?tab=explore`);
    await listener.getByRole("searchbox", { name: "Search the library" }).fill("harbour");
    const library = listener.getByRole("list", { name: "Library voices" });
    const card = library.getByRole("listitem", { name: "Harbour narrator" });
    await card.getByText("Custom rate $0.1/1K credits").waitFor();
    // The live voice's preview is spoken by the server as its copies speak it.
    const [preview] = await Promise.all([
      listener.waitForResponse((response) => response.url().endsWith(`/${cloneId}/preview`)),
      card.getByRole("button", { name: "Play preview of Harbour narrator" }).click(),
    ]);
    expect(preview.status()).toBe(200);
    expect(preview.headers()["content-type"]).toBe("audio/mpeg");
    await card.getByText("A warm harbour-town narrator for audiobooks.").waitFor();

    await listener.getByRole("button", { name: "Filters" }).click();
    await listener.getByLabel("Gender").selectOption("male");
    await listener.getByText("No library voices match").waitFor();
    await listener.getByLabel("Gender").selectOption("female");
    await listener.getByLabel("Notice period", { exact: true }).selectOption({ label: "At least 90 days" });
    await card.waitFor();
    await listener.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Most added" });
    await card.waitFor();
    await shoot(listener, "voices-library-explore", card);

    await card.getByRole("button", { name: "Add" }).click();
    const add = listener.getByRole("dialog", { name: "Add Harbour narrator to my voices" });
    await add.getByLabel("Name in my voices").fill("");
    await add.getByRole("button", { name: "Add to my voices" }).click();
    await add.getByText("Please give your voice a name").waitFor();
    await add.getByLabel("Name in my voices").fill("Narrator from the library");
    await add.getByRole("button", { name: "Add to my voices" }).click();
    await add.getByText("Narrator from the library is in your voices").waitFor();
    await add.getByRole("link", { name: "Open voice" }).click();
    await listener.waitForURL(/\/app\/voices\/[^/?]+$/);
    copyId = new URL(listener.url()).pathname.split("/").at(-1)!;
    await listener.getByRole("heading", { name: "Narrator from the library", level: 1 }).waitFor();
    await listener.getByText("Added from the voice library").waitFor();

    // A collection made from the voice's page, with the voice in it.
    await listener.getByRole("button", { name: "Collections", exact: true }).click();
    await listener.getByRole("menuitem", { name: "New collection…" }).click();
    const create = listener.getByRole("dialog", { name: "New collection" });
    await create.getByLabel("Title").fill("Narrators");
    await create.getByRole("radio", { name: "Book" }).check();
    expect(await create.getByRole("radio", { name: "Book" }).isChecked()).toBe(true);
    await create.getByRole("button", { name: "Create collection" }).click();
    await listener.getByText("Narrator from the library added to Narrators").waitFor();
    await listener.getByRole("button", { name: "Collections", exact: true }).click();
    const entry = listener.getByRole("menuitemcheckbox", { name: /Narrators/ });
    expect(await entry.getAttribute("aria-checked")).toBe("true");
    await listener.keyboard.press("Escape");

    await listener.goto(`${chorus.url}/app/voices?tab=collections`);
    await listener.getByRole("link", { name: /Narrators/ }).click();
    const voices = listener.getByRole("list", { name: "Voices in Narrators" });
    await voices.getByRole("link", { name: "Narrator from the library" }).waitFor();
    await voices.getByText("From the library", { exact: true }).waitFor();
    await shoot(listener, "voices-library-collection", voices);

    await listener.getByRole("button", { name: "Manage" }).click();
    await listener.getByRole("menuitem", { name: "Rename" }).click();
    const rename = listener.getByRole("dialog", { name: "Rename collection" });
    await rename.getByLabel("Title").fill("Storytellers");
    await rename.getByRole("button", { name: "Save changes" }).click();
    await listener.getByRole("heading", { name: /Storytellers/ }).waitFor();
    await listener
      .getByRole("button", { name: "Remove Narrator from the library from Storytellers" })
      .click();
    await listener.getByText("No voices in this collection yet").waitFor();
    const storytellers = listener.url();
    await listener.getByRole("button", { name: "Manage" }).click();
    await listener.getByRole("menuitem", { name: "Delete collection" }).click();
    await listener
      .getByRole("dialog", { name: "Delete the collection Storytellers?" })
      .getByRole("button", { name: "Delete collection" })
      .click();
    await listener.getByText("No collections yet").first().waitFor();
    await listener.goto(storytellers);
    await listener.getByText("collection missing").waitFor();

    await listener.getByRole("link", { name: "My voices" }).first().click();
    await listener
      .getByRole("list", { name: "My voices" })
      .getByRole("listitem")
      .filter({ hasText: "Narrator from the library" })
      .getByText("From the library", { exact: true })
      .waitFor();
  });

  it("finds similar voices from an uploaded clip", async () => {
    await similarWarmUp;
    await listener.goto(`${chorus.url}/app/voices?tab=explore`);
    await listener.getByRole("button", { name: "Find similar voices" }).click();
    const dialog = listener.getByRole("dialog", { name: "Find similar voices" });
    await dialog.getByLabel("Audio clip to compare").setInputFiles(sampleFile);
    await dialog.getByText("harbour.mp3").waitFor();
    await dialog.getByRole("button", { name: "Find similar voices" }).click();
    const results = dialog.getByRole("list", { name: "Similar voices" });
    await results.getByRole("listitem").first().waitFor({ timeout: 60_000 });
    expect(await results.getByText(/% match \(distance \d+\.\d\d\)/).count()).toBeGreaterThan(0);
    await results.getByRole("listitem", { name: "Harbour narrator" }).waitFor();
    await shoot(listener, "voices-library-similar");
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  it("shows the owner the metrics and history, and stopping gives the copy its notice period", async () => {
    // The listener speaks with the copy: its characters count toward the shared voice once the
    // generation completed (recorded just after the response).
    const line = "Borrowed voices tell the best stories.";
    await speak(chorus.url, listenerToken, copyId, line);
    await expect
      .poll(
        async () => {
          const response = await fetch(`${chorus.url}/v1/voices/${cloneId}/sharing/metrics`, {
            headers: { authorization: `Bearer ${ownerToken}` },
          });
          return ((await response.json()) as { usage_character_count_7d: number }).usage_character_count_7d;
        },
        { timeout: 10_000 },
      )
      .toBe(line.length);
    await owner.goto(`${chorus.url}/app/voices/${cloneId}`);
    const activity = owner.getByRole("region", { name: "Use of the shared voice" });
    const tiles = activity.getByRole("definition");
    await tiles.first().waitFor();
    expect(await tiles.allTextContents()).toEqual(["1", String(line.length), String(line.length)]);
    await activity
      .getByRole("img", {
        name: `${line.length} characters spoken with copies in this period. Workspaces that added the voice: 1.`,
      })
      .waitFor();
    const history = owner.getByRole("list", { name: "History" });
    for (const event of ["Added by a workspace", "Approved: live in the library", "Shared for review"])
      await history.getByText(event).waitFor();
    await shoot(owner, "voices-library-metrics", activity);

    await owner.getByRole("button", { name: "Stop sharing" }).click();
    const stop = owner.getByRole("dialog", { name: "Stop sharing Harbour narrator?" });
    await stop
      .getByText(/The 1 workspace that added it keeps using it for the notice period \(90 days\)/)
      .waitFor();
    await stop.getByRole("button", { name: "Stop sharing" }).click();
    await owner
      .getByRole("region", { name: "Share in the library" })
      .getByText("Removed", { exact: true })
      .waitFor();

    await listener.goto(`${chorus.url}/app/voices/${copyId}`);
    await listener.getByText("The owner stopped sharing this voice").waitFor();
    const ending = listener.getByText(/You can keep using it until/);
    await ending.waitFor();
    await shoot(listener, "voices-library-copy-ending", ending);
  });
});
