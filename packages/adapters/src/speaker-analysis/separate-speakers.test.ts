import type { SeparatedSpeaker, Utterance } from "@chorus/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResampler } from "../audio/resampler.ts";
import { createFliteEngine } from "../speech-engines/flite/flite-engine.ts";
import { collectSynthesis, concatSamples } from "../speech-engines/testing/collect-synthesis.ts";
import { embeddedSpeakerAnalyzer } from "./index.ts";

const rate = 16_000;
const engine = createFliteEngine({ workers: 2 });
afterAll(() => engine.close());

const lines = [
  "The committee met on Tuesday to discuss the budget for the coming year.",
  "After a long debate, they agreed to fund the library and the new bus line.",
  "Several residents asked questions about parking, noise and the price of water.",
  "The mayor promised to publish every figure on the website by Friday.",
];

const say = async (voice: "slt" | "rms", text: string) =>
  (
    await collectSynthesis(engine, {
      text,
      voice: { engine: "flite", engineVoiceId: voice },
      prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
    })
  ).samples;

/** The turns one after another with a second of silence between them, and where each one's audio sits. */
function conversation(turns: { voice: string; audio: Int16Array }[]) {
  const pause = new Int16Array(rate);
  const parts: Int16Array[] = [pause];
  const truth: { voice: string; at: Utterance }[] = [];
  let at = pause.length;
  for (const turn of turns) {
    truth.push({ voice: turn.voice, at: { start: at / rate, end: (at + turn.audio.length) / rate } });
    parts.push(turn.audio, pause);
    at += turn.audio.length + pause.length;
  }
  return { samples: concatSamples(parts), truth };
}

async function resample(samples: Int16Array, from: number, to: number): Promise<Int16Array> {
  const resampler = await createResampler(from, to);
  const out = concatSamples([resampler.process(samples), resampler.flush()]);
  resampler.dispose();
  return out;
}

/** Down to 8 kHz and back: nothing above 4 kHz survives. */
const throughTelephoneBand = async (samples: Int16Array) =>
  resample(await resample(samples, rate, 8000), 8000, rate);

/** Seconds the detected utterances miss or add against the truth (Flite pads each render with ~0.2 s of silence). */
const boundaryError = (found: Utterance, truth: Utterance) =>
  Math.max(Math.abs(found.start - truth.start), Math.abs(found.end - truth.end));

describe("speaker separation (VAD + MFCC/F0 features + agglomerative clustering)", {
  timeout: 60_000,
}, () => {
  let slt: Int16Array[];
  let rms: Int16Array[];
  beforeAll(async () => {
    slt = await Promise.all(lines.map((line) => say("slt", line)));
    rms = await Promise.all(lines.map((line) => say("rms", line)));
  });

  it("finds the two speakers of a conversation (Flite slt, female, and rms, male) and when each spoke", async () => {
    const { samples, truth } = conversation([
      { voice: "slt", audio: slt[0]! },
      { voice: "rms", audio: rms[1]! },
      { voice: "slt", audio: slt[2]! },
      { voice: "rms", audio: rms[3]! },
    ]);
    const speakers = await embeddedSpeakerAnalyzer.separate(samples, rate);
    expect(speakers.map((s) => s.speakerId)).toEqual(["speaker_0", "speaker_1"]);
    const byVoice: Record<string, SeparatedSpeaker> = { slt: speakers[0]!, rms: speakers[1]! };
    for (const voice of ["slt", "rms"]) {
      const expected = truth.filter((turn) => turn.voice === voice).map((turn) => turn.at);
      const found = byVoice[voice]!.utterances;
      expect(found).toHaveLength(expected.length);
      for (const [i, utterance] of found.entries())
        expect(boundaryError(utterance, expected[i]!)).toBeLessThan(0.35);
    }
    const speech = truth.reduce((sum, turn) => sum + turn.at.end - turn.at.start, 0);
    expect(speakers[0]!.durationSeconds + speakers[1]!.durationSeconds).toBeGreaterThan(speech - 2);
  });

  it("reports no more speakers than num_speakers asks (maxSpeakers), merging the closest", async () => {
    const { samples } = conversation([
      { voice: "slt", audio: slt[0]! },
      { voice: "rms", audio: rms[1]! },
    ]);
    const one = await embeddedSpeakerAnalyzer.separate(samples, rate, { maxSpeakers: 1 });
    expect(one.map((s) => s.speakerId)).toEqual(["speaker_0"]);
    expect(one[0]!.utterances.length).toBeGreaterThanOrEqual(2);
    const two = await embeddedSpeakerAnalyzer.separate(samples, rate, { maxSpeakers: 2 });
    expect(two).toHaveLength(2);
  });

  it("finds one speaker when one voice reads everything", async () => {
    const { samples } = conversation(slt.map((audio) => ({ voice: "slt", audio })));
    const speakers = await embeddedSpeakerAnalyzer.separate(samples, rate);
    expect(speakers).toHaveLength(1);
    expect(speakers[0]!.utterances).toHaveLength(4);
  });

  it("finds nobody in silence", async () => {
    expect(await embeddedSpeakerAnalyzer.separate(new Int16Array(rate * 3), rate)).toEqual([]);
  });

  it("tells the same voice from another in the captcha's voice match", async () => {
    const reference = (await embeddedSpeakerAnalyzer.embed(concatSamples(slt.slice(0, 3)), rate))!;
    const sameVoice = (await embeddedSpeakerAnalyzer.embed(slt[3]!, rate))!;
    const otherVoice = (await embeddedSpeakerAnalyzer.embed(rms[3]!, rate))!;
    // The same voice through an 8 kHz channel (a phone, a low-rate upload) is still the same voice.
    const narrowband = (await embeddedSpeakerAnalyzer.embed(await throughTelephoneBand(slt[3]!), rate))!;
    const { similarity, sameSpeakerThreshold } = embeddedSpeakerAnalyzer;
    expect(similarity(reference, sameVoice)).toBeGreaterThan(sameSpeakerThreshold);
    expect(similarity(reference, narrowband)).toBeGreaterThan(sameSpeakerThreshold);
    expect(similarity(reference, otherVoice)).toBeLessThan(sameSpeakerThreshold);
  });
});
