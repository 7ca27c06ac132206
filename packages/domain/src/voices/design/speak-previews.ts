import { contentTypeForCodec, messages, type OutputFormatSpec, voiceDesignLimits } from "@chorus/contract";
import type { AuthenticatedContext, Ports } from "../../context.ts";
import type { EngineVoice, ProsodyControls } from "../../ports/speech.ts";
import type { VoiceFeatures } from "../../ports/voice-analysis.ts";
import type { VoicePreviewRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { encodeSamples } from "../../speech/encode-samples.ts";
import { synthesizeWhole } from "../../speech/synthesize-whole.ts";
import type { VoiceProfile } from "../cloning/fit-voice-profile.ts";
import type { DesignedVoice } from "./design-parameters.ts";
import { applyLoudness } from "./loudness.ts";

const neutral: ProsodyControls = { pitch: 1, rate: 1, pitchRange: 0.5 };
const hour = 3_600_000;

export interface VoicePreview {
  generatedVoiceId: string;
  audioBase64: string;
  mediaType: string;
  durationSeconds: number;
  language: string;
}

/** One engine voice's whole speech of `text`, mono 16-bit PCM. */
export async function speakWhole(
  ports: Pick<Ports, "speech">,
  voice: EngineVoice,
  prosody: ProsodyControls,
  text: string,
): Promise<{ samples: Int16Array; sampleRate: number }> {
  const engine = ports.speech.get(voice.engine);
  if (!engine) throw new DomainError("voice_generation_failed", messages.failedToGenerateVoicePreviews);
  return synthesizeWhole(engine, voice, prosody, text);
}

/**
 * The figures a designed voice aims at: its engine voice's own (measured at neutral prosody on the
 * same text) moved by the designed multipliers. Stored as the profile's `sample`, next to what the
 * preview measured (`clone`), so the voice detail shows target and result as for a clone.
 */
function targetFigures(base: VoiceFeatures, prosody: ProsodyControls): VoiceFeatures {
  return {
    ...base,
    f0MedianHz: base.f0MedianHz * prosody.pitch,
    speakingRate: base.speakingRate * prosody.rate,
    f0RangeSemitones: base.f0RangeSemitones * (prosody.pitchRange / neutral.pitchRange),
    durationSeconds: base.durationSeconds / prosody.rate,
    voicedSeconds: base.voicedSeconds / prosody.rate,
  };
}

/** A preview's audio from stored (or just designed) parameters, at its loudness. */
export async function renderPreview(
  ports: Pick<Ports, "speech">,
  profile: Pick<VoiceProfile, "engine" | "prosody">,
  text: string,
  loudness: number,
) {
  const spoken = await speakWhole(ports, profile.engine, profile.prosody, text);
  return { ...spoken, samples: applyLoudness(spoken.samples, loudness) };
}

/**
 * Speaks, measures, encodes and stores the previews of a design or remix (issue 5 §2). Each
 * preview's parameters are stored under a new `generated_voice_id` (its audio is not kept); previews
 * older than 24 hours are removed on the way. Any failure of the engines or the encoder is answered
 * with "Failed to generate voice previews" (spec 001 §8).
 */
export async function speakPreviews(
  ctx: AuthenticatedContext,
  input: {
    voices: readonly DesignedVoice[];
    text: string;
    loudness: number;
    format: OutputFormatSpec;
    description: string;
  },
): Promise<VoicePreview[]> {
  // The neutral reading a voice's targets are measured on, once per engine voice however many previews use it.
  const neutralFigures = new Map<string, Promise<VoiceFeatures>>();
  const measure = (audio: { samples: Int16Array; sampleRate: number }) =>
    ctx.ports.voiceAnalyzer.analyze(audio.samples, audio.sampleRate);
  const neutralFiguresOf = (voice: DesignedVoice) => {
    const key = `${voice.engine.engine}:${voice.engine.engineVoiceId}:${voice.engine.language}`;
    let figures = neutralFigures.get(key);
    if (!figures) {
      figures = speakWhole(ctx.ports, voice.engine, neutral, input.text).then(measure);
      neutralFigures.set(key, figures);
    }
    return figures;
  };
  /** One preview, spoken, measured and encoded; the previews of a request are made side by side (the engines have a pool). */
  const preview = async (voice: DesignedVoice) => {
    const [spoken, base] = await Promise.all([
      speakWhole(ctx.ports, voice.engine, voice.prosody, input.text),
      neutralFiguresOf(voice),
    ]);
    const profile: VoiceProfile = {
      engine: voice.engine,
      prosody: voice.prosody,
      sample: targetFigures(base, voice.prosody),
      clone: measure(spoken),
    };
    const leveled = { ...spoken, samples: applyLoudness(spoken.samples, input.loudness) };
    const audio = await encodeSamples(ctx.ports, input.format, leveled);
    const generatedVoiceId = newId();
    const record: VoicePreviewRecord = {
      generatedVoiceId,
      workspaceId: ctx.workspaceId,
      profile,
      description: input.description,
      text: input.text,
      loudness: input.loudness,
      createdAt: ctx.ports.clock.now(),
    };
    const answer: VoicePreview = {
      generatedVoiceId,
      audioBase64: Buffer.from(audio).toString("base64"),
      mediaType: contentTypeForCodec(input.format.codec),
      durationSeconds: spoken.samples.length / spoken.sampleRate,
      language: voice.engine.language,
    };
    return { record, answer };
  };
  let made: { record: VoicePreviewRecord; answer: VoicePreview }[];
  try {
    made = await Promise.all(input.voices.map(preview));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("voice_generation_failed", messages.failedToGenerateVoicePreviews);
  }
  const records = made.map(({ record }) => record);
  const now = ctx.ports.clock.now();
  await ctx.ports.store.transaction(async (tx) => {
    await tx.voicePreviews.deleteOlderThan(
      new Date(now.getTime() - voiceDesignLimits.previewLifetimeHours * hour),
    );
    for (const record of records) await tx.voicePreviews.insert(record);
  });
  return made.map(({ answer }) => answer);
}

/** A stored preview of this workspace that has not expired, or `voice_preview_not_found`. */
export async function findVoicePreview(ctx: AuthenticatedContext, generatedVoiceId: string) {
  const notBefore = new Date(ctx.ports.clock.now().getTime() - voiceDesignLimits.previewLifetimeHours * hour);
  const preview = await ctx.ports.store.voicePreviews.findInWorkspace(
    ctx.workspaceId,
    generatedVoiceId,
    notBefore,
  );
  if (!preview)
    throw new DomainError("voice_preview_not_found", messages.voicePreviewNotFound(generatedVoiceId));
  return preview;
}
