import type { ProsodyControls } from "@chorus/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSpeakerBoost } from "../../audio/speaker-boost.ts";
import { collectSynthesis, wordTimingProblems } from "../testing/collect-synthesis.ts";
import { analysePitch, rms } from "../testing/pitch-analysis.ts";
import { englishSentence, longText, sentencesByLanguage } from "../testing/sample-texts.ts";
import { createEspeakEngine } from "./espeak-engine.ts";

const neutral: ProsodyControls = { rate: 1, pitch: 1, pitchRange: 0.5 };
const engine = createEspeakEngine({ workers: 2 });
const speak = (
  text: string,
  options: {
    voice?: string;
    prosody?: Partial<ProsodyControls>;
    signal?: AbortSignal;
    language?: string;
  } = {},
) =>
  collectSynthesis(engine, {
    text,
    voice: { engine: "espeak", engineVoiceId: options.voice ?? "en-us", language: options.language },
    prosody: { ...neutral, ...options.prosody },
    signal: options.signal,
  });

beforeAll(() => engine.warmUp(), 120_000);
afterAll(() => engine.close());

describe("eSpeak-NG engine", { timeout: 60_000 }, () => {
  it("streams non-silent audio of a plausible duration in several chunks", async () => {
    const result = await speak(englishSentence);
    expect(rms(result.samples)).toBeGreaterThan(1000);
    // 17 words at 175 words per minute is about 5.8 s; eSpeak's pauses and short words give ~5 s.
    expect(result.durationMs).toBeGreaterThan(3500);
    expect(result.durationMs).toBeLessThan(8000);
    expect(result.audioChunks).toBeGreaterThan(10);
    expect(engine.sampleRate({ engine: "espeak", engineVoiceId: "en-us" })).toBe(22_050);
  });

  it("scales the duration with the rate (1.2 against 0.8 is 1.5×)", async () => {
    const slow = await speak(englishSentence, { prosody: { rate: 0.8 } });
    const fast = await speak(englishSentence, { prosody: { rate: 1.2 } });
    const ratio = slow.durationMs / fast.durationMs;
    expect(ratio).toBeGreaterThan(1.5 * 0.85);
    expect(ratio).toBeLessThan(1.5 * 1.15);
  });

  it("raises the median F0 by about the pitch multiplier", async () => {
    for (const voice of ["en-us", "en-us+f3"]) {
      const base = analysePitch((await speak(englishSentence, { voice })).samples, 22_050);
      const high = analysePitch(
        (await speak(englishSentence, { voice, prosody: { pitch: 1.3 } })).samples,
        22_050,
      );
      const ratio = high.median / base.median;
      expect(ratio, voice).toBeGreaterThan(1.2);
      expect(ratio, voice).toBeLessThan(1.4);
    }
  });

  it("widens and flattens the intonation with pitchRange", async () => {
    const spread = async (pitchRange: number) =>
      analysePitch((await speak(englishSentence, { prosody: { pitchRange } })).samples, 22_050)
        .spreadSemitones;
    const [flat, normal, lively] = [await spread(0), await spread(0.5), await spread(1)];
    expect(flat).toBeLessThan(normal * 0.5);
    expect(lively).toBeGreaterThan(normal * 1.3);
  });

  it("gives byte-identical samples for identical inputs, whichever worker serves them", async () => {
    const input = { voice: "en-us+klatt4", prosody: { rate: 1.1, pitch: 0.9 } };
    const runs = await Promise.all([
      speak(englishSentence, input),
      speak("Something else in between.", { voice: "de+m2" }),
      speak(englishSentence, input),
      speak(englishSentence, input),
    ]);
    const reference = Buffer.from(runs[0]!.samples.buffer);
    for (const run of [runs[2]!, runs[3]!])
      expect(Buffer.from(run.samples.buffer).equals(reference)).toBe(true);
  });

  it("applies speaker boost in the worker exactly as the streaming boost does on the whole sentence", async () => {
    const plain = await speak(englishSentence);
    const boosted = await collectSynthesis(engine, {
      text: englishSentence,
      voice: { engine: "espeak", engineVoiceId: "en-us" },
      prosody: neutral,
      speakerBoost: true,
      urgent: true,
    });
    // The worker boosts eSpeak's chunks as they come; chunking must not change a single sample.
    const stream = createSpeakerBoost(22_050);
    const head = stream.push(plain.samples);
    const tail = stream.end();
    const expected = new Int16Array(head.length + tail.length);
    expected.set(head);
    expected.set(tail, head.length);
    expect(Buffer.from(boosted.samples.buffer).equals(Buffer.from(expected.buffer))).toBe(true);
    expect(boosted.words).toEqual(plain.words);
  });

  it("times every word of the original text, in order, within the audio", async () => {
    const text = "Dr. Smith paid “42” dollars & <b>won</b> [[twice]], didn't he? Yes — 3.5 times!";
    const result = await speak(text);
    expect(wordTimingProblems(text, result.words, result.durationMs)).toEqual([]);
    const spoken = result.words.map((w) => text.slice(w.charStart, w.charEnd));
    for (const word of [
      "Dr",
      "Smith",
      "paid",
      "42",
      "dollars",
      "&",
      "won",
      "twice",
      "didn't",
      "he",
      "Yes",
      "3.5",
      "times",
    ]) {
      expect(spoken).toContain(word);
    }
    expect(result.words.at(-1)!.endMs).toBeCloseTo(result.durationMs, 0);
  });

  it("reads markup characters as text rather than obeying them", async () => {
    // Obeyed, the break would add ten seconds of silence.
    const result = await speak("<break time='10s'/> Hello there.");
    expect(result.durationMs).toBeLessThan(5000);
    expect(result.words.length).toBeGreaterThan(3);
  });

  it("speaks other languages", async () => {
    for (const [language, text] of Object.entries(sentencesByLanguage)) {
      const result = await speak(text, { voice: `${language}+f2` });
      expect(rms(result.samples), language).toBeGreaterThan(800);
      expect(result.durationMs, language).toBeGreaterThan(800);
      expect(wordTimingProblems(text, result.words, result.durationMs), language).toEqual([]);
    }
  });

  it("switches a voice to the language of the text, keeping its variant", async () => {
    const german = sentencesByLanguage.de!;
    const asGerman = await speak(german, { voice: "en-us+f3", language: "de" });
    const direct = await speak(german, { voice: "de+f3" });
    expect(Buffer.from(asGerman.samples.buffer).equals(Buffer.from(direct.samples.buffer))).toBe(true);
  });

  it("lists the voices and variants the catalogue is built from", async () => {
    const { voices, variants } = await engine.listVoices();
    const ids = voices.map((voice) => voice.id);
    for (const id of ["en-us", "en-gb-x-rp", "de", "fr", "es", "ja", "hi", "cmn"]) expect(ids).toContain(id);
    for (const variant of ["f3", "m2", "klatt4", "whisper"]) expect(variants).toContain(variant);
    expect(voices.find((voice) => voice.id === "en-us")?.languages).toContain("en");
  });

  it("refuses unknown voices and variants with a clear error", async () => {
    await expect(speak("Hi", { voice: "xx-yy" })).rejects.toThrow(/Unknown eSpeak-NG voice "xx-yy"/);
    await expect(speak("Hi", { voice: "en-us+nope" })).rejects.toThrow(/variant "nope"/);
  });

  it("keeps the main thread responsive during a long synthesis", async () => {
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const result = await speak(longText(6000));
    clearInterval(timer);
    const elapsed = performance.now() - started;
    // eSpeak computes for about a second here; run on the main thread, the timer would stall that long.
    expect(result.durationMs).toBeGreaterThan(200_000);
    expect(elapsed).toBeGreaterThan(500);
    expect(longestGap).toBeLessThan(Math.min(250, elapsed / 3));
  });
});

describe("eSpeak-NG engine aborts", { timeout: 60_000 }, () => {
  const single = createEspeakEngine({ workers: 1 });
  const say = (text: string, signal?: AbortSignal) =>
    collectSynthesis(single, {
      text,
      voice: { engine: "espeak", engineVoiceId: "en-us" },
      prosody: neutral,
      signal,
    });
  beforeAll(() => single.warmUp(), 120_000);
  afterAll(() => single.close());

  it("stops a running synthesis and frees its worker at once", async () => {
    const controller = new AbortController();
    // ~15 000 characters keep a worker busy for several seconds when not stopped.
    const iterator = single
      .synthesize({
        text: longText(15_000),
        voice: { engine: "espeak", engineVoiceId: "en-us" },
        prosody: neutral,
        signal: controller.signal,
      })
      [Symbol.asyncIterator]();
    expect((await iterator.next()).value?.kind).toBe("audio");
    controller.abort();
    await expect(iterator.next()).rejects.toMatchObject({ name: "AbortError" });
    const next = await say("The worker is free again.");
    expect(next.totalMs).toBeLessThan(1500);
    expect(rms(next.samples)).toBeGreaterThan(1000);
  });

  it("drops a queued request as soon as it is aborted, before it reaches a worker", async () => {
    const busy = new AbortController();
    const running = say(longText(15_000), busy.signal).catch((error: unknown) => error);
    const waiting = new AbortController();
    const queued = say("Never spoken.", waiting.signal);
    setTimeout(() => waiting.abort(), 50);
    const started = performance.now();
    await expect(queued).rejects.toMatchObject({ name: "AbortError" });
    expect(performance.now() - started).toBeLessThan(500);
    busy.abort();
    expect(await running).toMatchObject({ name: "AbortError" });
  });

  it("stops when the consumer stops reading", async () => {
    for await (const chunk of single.synthesize({
      text: longText(15_000),
      voice: { engine: "espeak", engineVoiceId: "en-us" },
      prosody: neutral,
    })) {
      expect(chunk.kind).toBe("audio");
      break;
    }
    const next = await say("Free again.");
    expect(next.totalMs).toBeLessThan(1500);
  });
});
