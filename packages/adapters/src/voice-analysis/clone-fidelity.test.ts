import { type EngineVoice, fitVoiceProfile, type ProsodyControls } from "@chorus/domain";
import { afterAll, describe, expect, it } from "vitest";
import { createSpeechEngines } from "../speech-engines/create-speech-engines.ts";
import { collectSynthesis, englishParagraph, longText } from "../speech-engines/testing/index.ts";
import { analyzeVoice, embeddedVoiceAnalyzer } from "./analyze-voice.ts";

const engines = createSpeechEngines();
const ports = { speech: engines, voiceAnalyzer: embeddedVoiceAnalyzer };
afterAll(() => engines.close());

async function speech(voice: EngineVoice, prosody: ProsodyControls, text: string) {
  const engine = engines.get(voice.engine)!;
  const { samples } = await collectSynthesis(engine, { text, voice, prosody });
  return { samples, sampleRate: engine.sampleRate(voice) };
}

const relativeError = (actual: number, expected: number) => Math.abs(actual - expected) / expected;

/**
 * The speakers: Flite's recorded-voice models (other engines, other timbres, natural-ish prosody) and
 * eSpeak-NG voices pushed off their defaults, in English, German and French. Each is "recorded"
 * reading one text; its clone then reads a different text, and both are measured the same way.
 */
const speakers: {
  name: string;
  voice: EngineVoice;
  prosody: ProsodyControls;
  language: "en" | "de" | "fr";
  text: string;
}[] = [
  {
    name: "Flite SLT (female)",
    voice: { engine: "flite", engineVoiceId: "slt" },
    prosody: { pitch: 1, rate: 1, pitchRange: 0.5 },
    language: "en",
    text: englishParagraph,
  },
  {
    name: "Flite RMS (male)",
    voice: { engine: "flite", engineVoiceId: "rms" },
    prosody: { pitch: 1, rate: 1, pitchRange: 0.5 },
    language: "en",
    text: englishParagraph,
  },
  {
    name: "Flite AWB, fast and high",
    voice: { engine: "flite", engineVoiceId: "awb" },
    prosody: { pitch: 1.2, rate: 1.2, pitchRange: 0.5 },
    language: "en",
    text: englishParagraph,
  },
  {
    name: "eSpeak German, low and slow",
    voice: { engine: "espeak", engineVoiceId: "de+m5", language: "de" },
    prosody: { pitch: 0.85, rate: 0.85, pitchRange: 0.7 },
    language: "de",
    text: "Guten Morgen, wie geht es Ihnen heute? Das Wetter ist schön, und wir gehen später in den Park. Am Abend lesen wir ein Buch und trinken einen Tee.",
  },
];

describe("voice cloning on the embedded engines (issue 5 §1)", () => {
  it.each(speakers)(
    "the clone of $name matches its pitch within 10 % and its rate within 15 %",
    async (speaker) => {
      const recording = await speech(speaker.voice, speaker.prosody, speaker.text);
      const profile = await fitVoiceProfile(ports, { samples: [recording], language: speaker.language });
      const sample = analyzeVoice(recording.samples, recording.sampleRate);

      // The clone reads something else than the sample did.
      const otherText =
        speaker.language === "en" ? longText(400) : speaker.text.split(". ").reverse().join(". ");
      const cloneVoice = { ...profile.engine, language: speaker.language };
      const cloned = await speech(cloneVoice, profile.prosody, otherText);
      const clone = analyzeVoice(cloned.samples, cloned.sampleRate);

      expect(profile.engine.engine).toBe("espeak");
      expect(relativeError(clone.f0MedianHz, sample.f0MedianHz)).toBeLessThan(0.1);
      expect(relativeError(clone.speakingRate, sample.speakingRate)).toBeLessThan(0.15);
      // What the voice detail shows is the same comparison on the calibration text.
      expect(relativeError(profile.clone.f0MedianHz, profile.sample.f0MedianHz)).toBeLessThan(0.1);
    },
    60_000,
  );

  it("tells voices apart: a low male and a high female speaker get different registers and pitches", async () => {
    const low = await fitVoiceProfile(ports, {
      samples: [await speech(speakers[1]!.voice, speakers[1]!.prosody, englishParagraph)],
      language: "en",
    });
    const high = await fitVoiceProfile(ports, {
      samples: [await speech(speakers[0]!.voice, speakers[0]!.prosody, englishParagraph)],
      language: "en",
    });
    expect(low.engine.engineVoiceId).toMatch(/\+m\d$/);
    expect(high.engine.engineVoiceId).toMatch(/\+f\d$/);
    expect(high.clone.f0MedianHz).toBeGreaterThan(low.clone.f0MedianHz * 1.3);
  }, 60_000);
});
