import type { StartedChorus } from "@chorus/testing";
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect } from "./support/collect-stream.ts";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

/** Sarah, the premade Flite voice. */
const sarah = "pJr3rCeWYRHBqkDwK3A0";

const pls = `<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-US">
  <lexeme><grapheme>Chorus</grapheme><phoneme>ˈkɔːrəs</phoneme></lexeme>
  <lexeme><grapheme>W3C</grapheme><alias>World Wide Web Consortium</alias></lexeme>
</lexicon>`;

/** The acceptance check: the official SDK's pronunciation dictionary calls work against Chorus. */
describe("official @elevenlabs/elevenlabs-js client: pronunciation dictionaries", () => {
  let chorus: StartedChorus;
  let apiKey: string;
  let client: ElevenLabsClient;
  beforeAll(async () => {
    ({ chorus, apiKey } = await sharedChorusAccount("dictionaries"));
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => chorus?.stop());

  it("creates from rules, changes rules version by version, lists, renames, archives and downloads", async () => {
    const created = await client.pronunciationDictionaries.createFromRules({
      name: "Acronyms",
      rules: [
        { type: "alias", stringToReplace: "UN", alias: "United Nations" },
        { type: "phoneme", stringToReplace: "tomato", phoneme: "/təˈmeɪtoʊ/", alphabet: "ipa" },
      ],
    });
    expect(created.versionRulesNum).toBe(2);

    const added = await client.pronunciationDictionaries.rules.add(created.id, {
      rules: [
        { type: "phoneme", stringToReplace: "potato", phoneme: "P AH0 T EY1 T OW2", alphabet: "cmu-arpabet" },
      ],
    });
    expect(added.versionRulesNum).toBe(3);
    expect(added.versionId).not.toBe(created.versionId);
    const removed = await client.pronunciationDictionaries.rules.remove(created.id, {
      ruleStrings: ["tomato"],
    });
    expect(removed.versionRulesNum).toBe(2);

    const dictionary = await client.pronunciationDictionaries.get(created.id);
    expect(dictionary.latestVersionId).toBe(removed.versionId);
    expect(dictionary.rules.map((rule) => rule.stringToReplace)).toEqual(["UN", "potato"]);

    const renamed = await client.pronunciationDictionaries.update(created.id, {
      name: "Acronyms and vegetables",
    });
    expect(renamed.name).toBe("Acronyms and vegetables");
    const page = await client.pronunciationDictionaries.list({ pageSize: 10 });
    expect(page.pronunciationDictionaries.map((d) => d.id)).toContain(created.id);
    expect(page.hasMore).toBe(false);

    const file = await collect(
      await client.pronunciationDictionaries.download(created.id, created.versionId),
    );
    expect(file.toString("utf8")).toContain("<grapheme>tomato</grapheme>");
    expect(file.toString("utf8")).toContain("<phoneme>təˈmeɪtoʊ</phoneme>");

    const archived = await client.pronunciationDictionaries.update(created.id, { archived: true });
    expect(archived.archivedTimeUnix).toBeGreaterThan(0);
    const visible = await client.pronunciationDictionaries.list();
    expect(visible.pronunciationDictionaries.map((d) => d.id)).not.toContain(created.id);
    const all = await client.pronunciationDictionaries.list({ includeArchived: true });
    expect(all.pronunciationDictionaries.map((d) => d.id)).toContain(created.id);
  });

  it("creates from a PLS file and speaks with it through textToSpeech", async () => {
    const fromFile = await client.pronunciationDictionaries.createFromFile({
      name: "Lexicon",
      file: { data: Buffer.from(pls), filename: "lexicon.pls", contentType: "application/pls+xml" },
    });
    expect(fromFile.versionRulesNum).toBe(2);

    const withTimestamps = await client.textToSpeech.convertWithTimestamps(sarah, {
      text: "The W3C met.",
      pronunciationDictionaryLocators: [
        { pronunciationDictionaryId: fromFile.id, versionId: fromFile.versionId },
      ],
    });
    expect(withTimestamps.alignment?.characters.join("")).toBe("The W3C met.");
    expect(withTimestamps.normalizedAlignment?.characters.join("")).toContain("World Wide Web Consortium");
    const audio = await collect(
      await client.textToSpeech.convert(sarah, {
        text: "The W3C met.",
        pronunciationDictionaryLocators: [{ pronunciationDictionaryId: fromFile.id }],
      }),
    );
    expect(audio.length).toBeGreaterThan(1_000);
  });

  it("refuses a file that is not PLS, XML or TXT, and an unknown dictionary", async () => {
    const error = await client.pronunciationDictionaries
      .createFromFile({ name: "Wrong", file: { data: Buffer.from("a,b"), filename: "rules.csv" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ElevenLabsError);
    expect((error as ElevenLabsError).statusCode).toBe(422);
    expect(JSON.stringify((error as ElevenLabsError).body)).toContain(
      "Pronunciation files must be PLS, XML or TXT",
    );
    const missing = await client.pronunciationDictionaries.get("no-such-dictionary").catch((e: unknown) => e);
    expect((missing as ElevenLabsError).statusCode).toBe(404);
  });
});
