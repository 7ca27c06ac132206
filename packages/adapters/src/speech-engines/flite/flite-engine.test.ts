import { execFileSync } from "node:child_process";
import type { ProsodyControls } from "@chorus/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applySpeakerBoost } from "../../audio/speaker-boost.ts";
import { collectSynthesis, wordTimingProblems } from "../testing/collect-synthesis.ts";
import { analysePitch, rms } from "../testing/pitch-analysis.ts";
import { englishSentence, longText } from "../testing/sample-texts.ts";
import { createFliteEngine } from "./flite-engine.ts";
import type { FliteVoiceName } from "./flite-voices.ts";

const neutral: ProsodyControls = { rate: 1, pitch: 1, pitchRange: 0.5 };
const engine = createFliteEngine({ workers: 2 });
const speak = (
  text: string,
  options: { voice?: FliteVoiceName; prosody?: Partial<ProsodyControls>; signal?: AbortSignal } = {},
) =>
  collectSynthesis(engine, {
    text,
    voice: { engine: "flite", engineVoiceId: options.voice ?? "slt" },
    prosody: { ...neutral, ...options.prosody },
    signal: options.signal,
  });

/** This test process's Flite worker processes (children started by the engine). */
function fliteChildren(): number[] {
  try {
    const pids = execFileSync("pgrep", ["-P", String(process.pid), "-f", "flite-worker"], {
      encoding: "utf8",
    });
    return pids.split("\n").filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits with 1 when nothing matches
  }
}

beforeAll(() => engine.warmUp(), 120_000);
afterAll(() => engine.close());

describe("Flite engine", { timeout: 120_000 }, () => {
  it("renders non-silent audio of a plausible duration with each voice's sample rate", async () => {
    for (const voice of ["slt", "rms", "awb", "kal16", "kal"] as const) {
      const result = await speak(englishSentence, { voice });
      expect(rms(result.samples), voice).toBeGreaterThan(500);
      expect(result.durationMs, voice).toBeGreaterThan(3500);
      expect(result.durationMs, voice).toBeLessThan(8000);
      expect(result.audioChunks, voice).toBe(1);
    }
    expect(engine.sampleRate({ engine: "flite", engineVoiceId: "kal" })).toBe(8000);
    expect(engine.sampleRate({ engine: "flite", engineVoiceId: "slt" })).toBe(16_000);
  });

  it("scales the duration with the rate (1.2 against 0.8 is 1.5×), diphone voices included", async () => {
    for (const voice of ["slt", "kal16"] as const) {
      const slow = await speak(englishSentence, { voice, prosody: { rate: 0.8 } });
      const fast = await speak(englishSentence, { voice, prosody: { rate: 1.2 } });
      const ratio = slow.durationMs / fast.durationMs;
      expect(ratio, voice).toBeGreaterThan(1.5 * 0.85);
      expect(ratio, voice).toBeLessThan(1.5 * 1.15);
    }
  });

  it("raises the median F0 by about the pitch multiplier on every voice (rms through Sonic)", async () => {
    for (const voice of ["slt", "rms", "awb", "kal16"] as const) {
      const rate = engine.sampleRate({ engine: "flite", engineVoiceId: voice });
      const base = analysePitch((await speak(englishSentence, { voice })).samples, rate);
      const high = analysePitch(
        (await speak(englishSentence, { voice, prosody: { pitch: 1.3 } })).samples,
        rate,
      );
      const ratio = high.median / base.median;
      expect(ratio, voice).toBeGreaterThan(1.18);
      expect(ratio, voice).toBeLessThan(1.42);
    }
  });

  it("widens and flattens the intonation with pitchRange", async () => {
    const spread = async (pitchRange: number) =>
      analysePitch((await speak(englishSentence, { prosody: { pitchRange } })).samples, 16_000)
        .spreadSemitones;
    const [flat, normal, lively] = [await spread(0), await spread(0.5), await spread(1)];
    expect(flat).toBeLessThan(normal * 0.6);
    expect(lively).toBeGreaterThan(normal * 1.3);
  });

  it("gives byte-identical samples for identical inputs, whichever process serves them", async () => {
    const input = { voice: "awb" as const, prosody: { rate: 1.1, pitch: 1.1 } };
    const runs = await Promise.all([
      speak(englishSentence, input),
      speak("In between."),
      speak(englishSentence, input),
    ]);
    expect(Buffer.from(runs[0]!.samples.buffer).equals(Buffer.from(runs[2]!.samples.buffer))).toBe(true);
  });

  it("applies speaker boost in its process exactly as the main thread would", async () => {
    const plain = await speak(englishSentence, { voice: "rms", prosody: { pitch: 1.2 } });
    const boosted = await collectSynthesis(engine, {
      text: englishSentence,
      voice: { engine: "flite", engineVoiceId: "rms" },
      prosody: { ...neutral, pitch: 1.2 },
      speakerBoost: true,
    });
    const expected = applySpeakerBoost(plain.samples, 16_000);
    expect(Buffer.from(boosted.samples.buffer).equals(Buffer.from(expected.buffer))).toBe(true);
    expect(boosted.words).toEqual(plain.words);
  });

  it("times every word of the original text, in order, within the audio", async () => {
    const text = "Dr. Smith paid $5.50 for the “zorblax” on 3/4/2021 — didn't he? Yes, at 10:30am.";
    for (const voice of ["slt", "kal"] as const) {
      const result = await speak(text, { voice });
      expect(wordTimingProblems(text, result.words, result.durationMs), voice).toEqual([]);
      expect(result.words.map((w) => text.slice(w.charStart, w.charEnd))).toEqual([
        "Dr",
        "Smith",
        "paid",
        "5.50",
        "for",
        "the",
        "zorblax",
        "on",
        "3/4/2021",
        "didn't",
        "he",
        "Yes",
        "at",
        "10:30am",
      ]);
      // Words take real time, roughly in proportion to how long they are to say.
      const smith = result.words[1]!;
      const date = result.words[8]!;
      expect(smith.endMs - smith.startMs).toBeGreaterThan(150);
      expect(date.endMs - date.startMs).toBeGreaterThan(smith.endMs - smith.startMs);
    }
  });

  it("refuses an unknown voice with a clear error", async () => {
    await expect(speak("Hi", { voice: "nope" as FliteVoiceName })).rejects.toThrow(
      /Unknown Flite voice "nope"/,
    );
  });

  it("survives 40 consecutive syntheses across all voices and prosodies without a crash", async () => {
    // Without --no-turbo-fast-api-calls, repeated wasi.start() segfaulted Node within a handful of calls.
    const voices = ["slt", "rms", "awb", "kal16", "kal"] as const;
    const before = fliteChildren();
    for (let i = 0; i < 40; i++) {
      const result = await speak(`Sentence number ${i} of the stress test.`, {
        voice: voices[i % voices.length],
        prosody: { rate: 0.8 + (i % 5) * 0.1, pitch: 0.9 + (i % 3) * 0.1, pitchRange: (i % 4) / 3 },
      });
      expect(rms(result.samples)).toBeGreaterThan(300);
    }
    expect(fliteChildren().sort()).toEqual(before.sort());
  });

  it("fails only the request in flight when a worker process dies, and recovers", async () => {
    const doomed = speak(longText(6000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const killed = fliteChildren();
    for (const pid of killed) process.kill(pid, "SIGSEGV");
    await expect(doomed).rejects.toThrow(/Flite worker died \(SIGSEGV\) while synthesizing/);
    // The idle process was killed too, and Node may not have noticed yet: a request it never read goes to a
    // fresh process instead of failing.
    const after = await speak("Back on my feet.");
    expect(rms(after.samples)).toBeGreaterThan(500);
  });

  it("stops a running synthesis when aborted and keeps serving", async () => {
    const controller = new AbortController();
    const running = speak(longText(6000), { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    const started = performance.now();
    await expect(running).rejects.toMatchObject({ name: "AbortError" });
    expect(performance.now() - started).toBeLessThan(600);
    const next = await speak("Still here.");
    expect(rms(next.samples)).toBeGreaterThan(500);
  });
});
