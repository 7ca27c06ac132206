import { messages, type SpeechLanguageCode } from "@chorus/contract";
import type { Ports } from "../../context.ts";
import type { EngineVoice, ProsodyControls } from "../../ports/speech.ts";
import type { VoiceFeatures } from "../../ports/voice-analysis.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { synthesizeWhole } from "../../speech/synthesize-whole.ts";
import { previewTexts } from "../premade-voices.ts";
import { baseVoiceCandidates, registerSplitHz } from "./base-voices.ts";
import { combineFeatures } from "./combine-features.ts";

/** A cloned voice as Chorus speaks it: an embedded base voice, and the prosody that makes it the speaker. */
export interface VoiceProfile {
  engine: EngineVoice;
  /** Multipliers applied on top of a request's own prosody. */
  prosody: ProsodyControls;
  /** Measured in the samples. */
  sample: VoiceFeatures;
  /** Measured in the clone's own speech of the calibration text. */
  clone: VoiceFeatures;
}

export interface VoiceSampleAudio {
  samples: Int16Array;
  sampleRate: number;
}

/** eSpeak-NG's pitch multipliers reach from ×0.70 to ×1.66 of a variant's own (espeak-prosody.ts). */
const pitchLimits = [0.7, 1.66] as const;
const rateLimits = [0.5, 2] as const;
/** Correction rounds after the first estimate: each re-measures the clone and closes most of the gap. */
const correctionRounds = 2;
const neutral: ProsodyControls = { pitch: 1, rate: 1, pitchRange: 0.5 };

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));
const logDistance = (a: number, b: number) => Math.abs(Math.log(Math.max(a, 1e-3) / Math.max(b, 1e-3)));

async function speak(
  ports: Pick<Ports, "speech">,
  voice: EngineVoice,
  prosody: ProsodyControls,
  text: string,
): Promise<VoiceSampleAudio> {
  const engine = ports.speech.get(voice.engine);
  if (!engine) throw new DomainError("internal_error", messages.engineUnavailable(voice.engine));
  return synthesizeWhole(engine, voice, prosody, text);
}

/**
 * A base voice's own figures at neutral prosody, per engine instance, voice and text. Synthesis and
 * analysis are deterministic, so each is measured once per engine instead of once per clone: a
 * clone then synthesizes only its three fitting rounds instead of 8 to 10 texts. Keyed by the
 * engine and analyzer objects (not names), so differently built ports never read each other's figures.
 */
const neutralFeatures = new WeakMap<object, WeakMap<object, Map<string, Promise<VoiceFeatures>>>>();

function measureNeutral(
  ports: Pick<Ports, "speech" | "voiceAnalyzer">,
  voice: EngineVoice,
  text: string,
): Promise<VoiceFeatures> {
  const engine = ports.speech.get(voice.engine);
  if (!engine) throw new DomainError("internal_error", messages.engineUnavailable(voice.engine));
  let byAnalyzer = neutralFeatures.get(engine);
  if (!byAnalyzer) {
    byAnalyzer = new WeakMap();
    neutralFeatures.set(engine, byAnalyzer);
  }
  let cache = byAnalyzer.get(ports.voiceAnalyzer);
  if (!cache) {
    cache = new Map();
    byAnalyzer.set(ports.voiceAnalyzer, cache);
  }
  const key = `${voice.engineVoiceId}\u0000${voice.language}\u0000${text}`;
  let features = cache.get(key);
  if (!features) {
    features = speak(ports, voice, neutral, text).then((audio) =>
      ports.voiceAnalyzer.analyze(audio.samples, audio.sampleRate),
    );
    // A failed synthesis is not remembered: the next clone tries again.
    features.catch(() => cache.delete(key));
    cache.set(key, features);
  }
  return features;
}

/**
 * Fits an embedded voice to a speaker (issue 5 §1: "cloning" on non-neural engines). The samples are
 * measured (median F0 and its range, speaking rate, spectral centroid); the base voice is the eSpeak-NG
 * variant of the speaker's register and language whose own voice is nearest in pitch and timbre (each
 * candidate speaks the calibration text and is measured the same way); then pitch and rate
 * multipliers are estimated from the ratios of sample to base, and corrected twice by measuring the
 * clone itself, so the clone's figures (what the voice detail shows) come out close to the sample's.
 * The intonation range scales with the ratio of the two ranges. Deterministic for the same samples.
 */
export async function fitVoiceProfile(
  ports: Pick<Ports, "speech" | "voiceAnalyzer">,
  input: { samples: readonly VoiceSampleAudio[]; language: SpeechLanguageCode; gender?: "female" | "male" },
): Promise<VoiceProfile> {
  const measure = (audio: VoiceSampleAudio) => ports.voiceAnalyzer.analyze(audio.samples, audio.sampleRate);
  const sample = combineFeatures(input.samples.map(measure));
  const register = input.gender ?? (sample.f0MedianHz < registerSplitHz ? "male" : "female");
  const text = previewTexts[input.language] ?? previewTexts.en!;

  let best: { voice: EngineVoice; features: VoiceFeatures; score: number } | undefined;
  for (const voice of baseVoiceCandidates(input.language, register)) {
    const features = await measureNeutral(ports, voice, text);
    const score =
      logDistance(sample.f0MedianHz, features.f0MedianHz) +
      0.5 * logDistance(sample.spectralCentroidHz, features.spectralCentroidHz);
    if (!best || score < best.score) best = { voice, features, score };
  }
  const base = best!;

  let prosody: ProsodyControls = {
    pitch: clamp(sample.f0MedianHz / base.features.f0MedianHz, pitchLimits),
    rate: clamp(sample.speakingRate / base.features.speakingRate, rateLimits),
    pitchRange: clamp(
      0.5 * (sample.f0RangeSemitones / Math.max(base.features.f0RangeSemitones, 0.1)),
      [0.1, 1],
    ),
  };
  let clone = measure(await speak(ports, base.voice, prosody, text));
  for (let round = 0; round < correctionRounds; round++) {
    prosody = {
      ...prosody,
      pitch: clamp(prosody.pitch * (sample.f0MedianHz / clone.f0MedianHz), pitchLimits),
      rate: clamp(prosody.rate * (sample.speakingRate / clone.speakingRate), rateLimits),
    };
    clone = measure(await speak(ports, base.voice, prosody, text));
  }
  return { engine: base.voice, prosody, sample, clone };
}
