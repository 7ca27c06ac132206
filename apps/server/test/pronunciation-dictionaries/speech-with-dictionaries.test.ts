import { comparableWords } from "@chorus/domain";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sarah, transcribe } from "../speech-to-text/support.ts";
import { emma, pcmSamples, sameSpeech, speak } from "../text-to-speech/support.ts";
import { createDictionary } from "./support.ts";

const potato = "/pəˈteɪtoʊ/";

describe.each(databaseKinds)("pronunciation dictionaries in text to speech on %s", (kind) => {
  // What the recogniser hears of an alias is the engines' work: checked once, on PGlite (pocketsphinx takes
  // seconds); the rules, locators and alignment on both.
  const heardOnce = engineTest(kind, "pglite");
  let server: TestServer;
  let token: string;
  const owner = () => ({ accessToken: token });

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await createTestAccount(server)).accessToken;
  });
  afterAll(async () => server?.close());

  /** What the server's own speech to text hears in Flite's reading of `text`. */
  const flite = async (text: string, locators?: unknown[]) => {
    const audio = await speak(
      server,
      token,
      sarah.voiceId,
      { text, seed: 1, ...(locators ? { pronunciation_dictionary_locators: locators } : {}) },
      { query: "output_format=mp3_44100_128" },
    );
    expect(audio.statusCode, audio.body).toBe(200);
    return audio.rawPayload;
  };
  const heard = async (text: string, locators?: unknown[]) => {
    const response = await transcribe(
      server,
      token,
      { model_id: "scribe_v1", language_code: "en" },
      {
        bytes: await flite(text, locators),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    return comparableWords(response.json().text as string);
  };

  heardOnce(
    "an alias changes what the recogniser hears, in locator order and by version",
    async () => {
      const text = "She opened the window and looked at the mountains.";
      const fruit = await createDictionary(server, owner(), "Fruit", [
        { type: "alias", string_to_replace: "window", alias: "garden" },
      ]);
      const other = await createDictionary(server, owner(), "Other", [
        { type: "alias", string_to_replace: "WINDOW", alias: "letter", case_sensitive: false },
      ]);
      const plain = await heard(text);
      expect(plain).toContain("window");
      const withAlias = await heard(text, [
        { pronunciation_dictionary_id: fruit.id, version_id: fruit.version_id },
      ]);
      expect(withAlias).toContain("garden");
      expect(withAlias).not.toContain("window");

      // The first dictionary's rule wins over a later one for the same word.
      const both = await heard(text, [
        { pronunciation_dictionary_id: other.id },
        { pronunciation_dictionary_id: fruit.id },
      ]);
      expect(both).toContain("letter");
      expect(both).not.toContain("garden");

      // A new version changes what the latest says; the first version still says what it said.
      await server.request("POST", `/v1/pronunciation-dictionaries/${fruit.id}/set-rules`, {
        token,
        body: { rules: [{ type: "alias", string_to_replace: "mountains", alias: "children" }] },
      });
      const latest = await heard(text, [{ pronunciation_dictionary_id: fruit.id }]);
      expect(latest).toContain("children");
      expect(latest).toContain("window");
      const pinned = [{ pronunciation_dictionary_id: fruit.id, version_id: fruit.version_id }];
      const decoded = async (mp3: Uint8Array) =>
        (await server.ports.audio.decodeFile(mp3, { sampleRate: 16_000 }))!.samples;
      expect(
        sameSpeech(
          await decoded(await flite(text, pinned)),
          await decoded(await flite(text.replace("window", "garden"))),
        ),
      ).toBe(true);
    },
    120_000,
  );

  it("keeps the alignment on the original characters while the normalized one shows the alias", async () => {
    const dictionary = await createDictionary(server, owner(), "Acronyms", [
      { type: "alias", string_to_replace: "UN", alias: "United Nations" },
    ]);
    const text = "The UN met today.";
    const response = await speak(
      server,
      token,
      emma.voiceId,
      { text, pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: dictionary.id }] },
      { path: "/with-timestamps" },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { alignment, normalized_alignment } = response.json();
    expect(alignment.characters.join("")).toBe(text);
    expect(normalized_alignment.characters.join("")).toContain("United Nations");
    // "U" and "N" take the time of the whole alias: they start together and end after "met"'s start… no, before it.
    const u = text.indexOf("UN");
    const m = text.indexOf("met");
    const starts: number[] = alignment.character_start_times_seconds;
    const ends: number[] = alignment.character_end_times_seconds;
    expect(starts[u]).toBeGreaterThan(0);
    expect(ends[u + 1]).toBeGreaterThan(starts[u]!);
    expect(ends[u + 1]).toBeLessThanOrEqual(starts[m]!);
    // Saying "United Nations" takes far longer than the two letters' share of a plain reading would.
    const plain = (await speak(server, token, emma.voiceId, { text }, { path: "/with-timestamps" })).json();
    const spanOf = (a: { character_start_times_seconds: number[]; character_end_times_seconds: number[] }) =>
      a.character_end_times_seconds[u + 1]! - a.character_start_times_seconds[u]!;
    expect(spanOf(alignment)).toBeGreaterThan(spanOf(plain.alignment) * 1.5);
  });

  it("speaks phoneme rules on eSpeak-NG with an English-only model, and skips them with other models", async () => {
    const asPotato = await createDictionary(server, owner(), "Potato", [
      { type: "phoneme", string_to_replace: "banana", phoneme: potato, alphabet: "ipa" },
      { type: "phoneme", string_to_replace: "tomato", phoneme: "P AH0 T EY1 T OW0", alphabet: "cmu-arpabet" },
    ]);
    const pcm = async (text: string, model_id: string, withDictionary: boolean) => {
      const response = await speak(
        server,
        token,
        emma.voiceId,
        {
          text,
          model_id,
          seed: 7,
          ...(withDictionary
            ? { pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: asPotato.id }] }
            : {}),
        },
        { query: "output_format=pcm_22050" },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.rawPayload;
    };
    const bananaAsPotato = await pcm("The banana is on the table.", "eleven_flash_v2", true);
    const tomatoAsPotato = await pcm("The tomato is on the table.", "eleven_flash_v2", true);
    const banana = await pcm("The banana is on the table.", "eleven_flash_v2", false);
    // IPA and ARPAbet for the same sounds give the same audio, whatever the word's letters.
    expect(sameSpeech(pcmSamples(bananaAsPotato), pcmSamples(tomatoAsPotato))).toBe(true);
    expect(sameSpeech(pcmSamples(bananaAsPotato), pcmSamples(banana))).toBe(false);
    // eleven_multilingual_v2 is not English-only: the phoneme rule is skipped.
    const multilingual = await pcm("The banana is on the table.", "eleven_multilingual_v2", true);
    expect(
      multilingual.equals(await pcm("The banana is on the table.", "eleven_multilingual_v2", false)),
    ).toBe(true);
  });

  it("respells phoneme rules for Flite, which takes no phoneme input", async () => {
    const dictionary = await createDictionary(server, owner(), "Respelled", [
      { type: "phoneme", string_to_replace: "bread", phoneme: "W AO1 T ER0", alphabet: "cmu-arpabet" },
    ]);
    const audio = await speak(
      server,
      token,
      sarah.voiceId,
      {
        text: "The market sells fresh fruit and bread every day.",
        model_id: "eleven_turbo_v2",
        pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: dictionary.id }],
      },
      { path: "/with-timestamps" },
    );
    expect(audio.statusCode, audio.body).toBe(200);
    expect(audio.json().normalized_alignment.characters.join("")).toContain("waw-ter");
    expect(audio.json().alignment.characters.join("")).toContain("bread");
  });

  it("refuses another workspace's dictionary and more than three locators", async () => {
    const stranger = await createTestAccount(server);
    const theirs = await createDictionary(server, stranger, "Theirs", [
      { type: "alias", string_to_replace: "a", alias: "b" },
    ]);
    const foreign = await speak(server, token, emma.voiceId, {
      text: "Hi",
      pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: theirs.id }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail.status).toBe("pronunciation_dictionary_not_found");
    const four = await speak(server, token, emma.voiceId, {
      text: "Hi",
      pronunciation_dictionary_locators: Array.from({ length: 4 }, () => ({
        pronunciation_dictionary_id: theirs.id,
      })),
    });
    expect(four.statusCode).toBe(422);
  });
});
