import { describe, expect, it } from "vitest";
import type { SpeechEngine, SynthesisChunk, SynthesisInput } from "../ports/speech.ts";
import { normalizeText, splitSentences } from "../speech/normalization/index.ts";
import type { SynthesisPlan } from "./prepare-synthesis.ts";
import { type LeadingSamples, type SpokenPiece, synthesizePiecesAsTheyCome } from "./synthesize-sentences.ts";

/**
 * An engine whose calls the test releases by hand: each call yields three audio chunks of 100 samples, the
 * last one (and the words) only once `finish(call)` is called, so a test can see what happens while the
 * engine is still working on a piece.
 */
function handOperatedEngine(options: { boosts: boolean }) {
  const calls: { input: SynthesisInput; finish: () => void }[] = [];
  const engine: SpeechEngine = {
    name: "espeak",
    appliesSpeakerBoost: options.boosts,
    sampleRate: () => 1000,
    close: async () => {},
    async *synthesize(input): AsyncGenerator<SynthesisChunk> {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      calls.push({ input, finish });
      yield { kind: "audio", samples: new Int16Array(100).fill(1) };
      yield { kind: "audio", samples: new Int16Array(100).fill(2) };
      await finished;
      yield { kind: "audio", samples: new Int16Array(100).fill(3) };
      yield { kind: "words", words: [{ charStart: 0, charEnd: 5, startMs: 0, endMs: 100 }] };
    },
  };
  return { engine, calls };
}

function planFor(engine: SpeechEngine, text: string, useSpeakerBoost = true): SynthesisPlan {
  const normalized = normalizeText(text, { mode: "off", language: "en" });
  return {
    requestId: "req",
    engine,
    engineVoice: { engine: "espeak", engineVoiceId: "en-us" },
    language: "en",
    settings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost, speed: 1 },
    voice: {},
    originalText: text,
    normalized,
    sentences: splitSentences(normalized.text, "en"),
    phonemes: [],
    neighbours: {},
    seed: 1,
  } as unknown as SynthesisPlan;
}

const ports = { audio: { speakerBoost: (samples: Int16Array) => samples } } as never;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const text =
  "The first sentence is right here and long. The second one follows it closely now. The third one comes last of all.";

describe("the first piece first", () => {
  it("hands out the first piece's samples while the engine is still making it", async () => {
    const { engine, calls } = handOperatedEngine({ boosts: true });
    const pieces = synthesizePiecesAsTheyCome(ports, planFor(engine, text), undefined, {
      streamFirstPiece: true,
    });
    const first = (await pieces.next()).value as LeadingSamples;
    // The engine has not finished the first piece, yet its first samples are out.
    expect(first.leading).toBe(true);
    expect([...first.samples.subarray(0, 3)]).toEqual([1, 1, 1]);
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    const items: (SpokenPiece | LeadingSamples)[] = [first];
    for (;;) {
      const next = pieces.next();
      await tick();
      for (const call of calls) call.finish();
      const result = await next;
      if (result.done) break;
      items.push(result.value);
    }
    const samples = items.reduce((sum, item) => sum + item.samples.length, 0);
    expect(samples).toBe(900);
    const spoken = items.filter((item): item is SpokenPiece => !("leading" in item));
    expect(spoken).toHaveLength(3);
    // The first piece's timing covers all its audio, streamed or not; the next starts where it ended.
    expect(spoken[0]!.samples).toHaveLength(0);
    expect(Math.max(...spoken[0]!.normalizedAlignment.endSeconds)).toBeCloseTo(0.3);
    expect(spoken[1]!.offsetSeconds).toBeCloseTo(0.3);
    expect(spoken.flatMap((piece) => piece.alignment.characters).join("")).toBe(text);
  });

  it("starts later pieces only once the first piece's audio has been handed out", async () => {
    const { engine, calls } = handOperatedEngine({ boosts: true });
    const pieces = synthesizePiecesAsTheyCome(ports, planFor(engine, text), undefined, {
      streamFirstPiece: false,
    });
    const first = pieces.next();
    await tick();
    // The first piece has the engine to itself while it is being made.
    expect(calls.map((call) => call.input.text)).toEqual(["The first sentence is right here and long. "]);
    calls[0]!.finish();
    const firstPiece = (await first).value as SpokenPiece;
    expect(firstPiece.samples).toHaveLength(300);
    expect(calls).toHaveLength(1);
    // Asking for more means the first piece is out: the others start, two ahead.
    const second = pieces.next();
    await tick();
    expect(calls.length).toBe(3);
    for (const call of calls) call.finish();
    expect(((await second).value as SpokenPiece).samples).toHaveLength(300);
    await pieces.return(undefined);
  });

  it("keeps a piece whole when its boost must be applied here (it needs the whole piece)", async () => {
    const { engine, calls } = handOperatedEngine({ boosts: false });
    const pieces = synthesizePiecesAsTheyCome(ports, planFor(engine, text, true), undefined, {
      streamFirstPiece: true,
    });
    const first = pieces.next();
    await tick();
    calls[0]!.finish();
    const piece = (await first).value as SpokenPiece;
    expect("leading" in piece).toBe(false);
    expect(piece.samples).toHaveLength(300);
    await pieces.return(undefined);
  });
});
