import { messages, parseOutputFormat } from "@chorus/contract";
import type { Ports } from "../../context.ts";
import type { ProsodyControls } from "../../ports/speech.ts";
import type { VoiceFeatures } from "../../ports/voice-analysis.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { synthesizeWhole } from "../../speech/synthesize-whole.ts";
import { type PremadeVoice, premadeVoices, previewTexts } from "../premade-voices.ts";

/** Uploads are measured at 16 kHz (voice-sample-uploads.ts), so premade voices are measured there too. */
const measureRate = 16_000;
/** What a request with the default settings speaks with (stability 0.5 is range 0.5). */
const defaultProsody: ProsodyControls = { pitch: 1, rate: 1, pitchRange: 0.5 };

type MeasuringPorts = Pick<Ports, "speech" | "audio" | "voiceAnalyzer" | "blobs">;

/** Bump when the figures should be measured again (engines, preview texts or the analyzer changed). */
const FEATURES_VERSION = 1;
const featuresKey = `voice-features/v${FEATURES_VERSION}/premade.json`;

/** Resamples engine PCM to 16 kHz through the encoder (its Speex resampler), as raw little-endian PCM. */
async function at16k(ports: MeasuringPorts, audio: { samples: Int16Array; sampleRate: number }) {
  const chunks: Uint8Array[] = [];
  const pcm = (async function* () {
    yield audio.samples;
  })();
  for await (const chunk of ports.audio.encode(parseOutputFormat("pcm_16000"), {
    sampleRate: audio.sampleRate,
    pcm,
    // Measured, never served: no mark to skew the features.
    watermark: false,
  }))
    chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  const samples = new Int16Array(bytes.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
  return samples;
}

/** One premade voice's figures, measured on its preview text (the voice changer measures only its target). */
export async function measurePremadeVoice(
  ports: MeasuringPorts,
  voice: PremadeVoice,
): Promise<VoiceFeatures> {
  const engine = ports.speech.get(voice.engine.engine);
  if (!engine) throw new DomainError("internal_error", messages.engineUnavailable(voice.engine.engine));
  const text = previewTexts[voice.language] ?? previewTexts.en!;
  const audio = await synthesizeWhole(engine, voice.engine, defaultProsody, text);
  return ports.voiceAnalyzer.analyze(await at16k(ports, audio), measureRate);
}

/** The figures kept by an earlier process, if they cover every premade voice. */
async function readKept(ports: MeasuringPorts): Promise<Map<string, VoiceFeatures> | undefined> {
  const stored = await ports.blobs.get(featuresKey);
  if (!stored) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of stored) chunks.push(chunk);
  const figures = new Map(
    Object.entries(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, VoiceFeatures>),
  );
  return premadeVoices.every((voice) => figures.has(voice.voiceId)) ? figures : undefined;
}

async function measureAll(ports: MeasuringPorts): Promise<ReadonlyMap<string, VoiceFeatures>> {
  const kept = await readKept(ports).catch(() => undefined);
  if (kept) return kept;
  const figures = new Map(
    await Promise.all(
      premadeVoices.map(async (voice) => [voice.voiceId, await measurePremadeVoice(ports, voice)] as const),
    ),
  );
  await ports.blobs.put(featuresKey, Buffer.from(JSON.stringify(Object.fromEntries(figures))));
  return figures;
}

let measured: Promise<ReadonlyMap<string, VoiceFeatures>> | undefined;

/**
 * What every premade voice sounds like by the similar-voice figures. Each voice speaks its preview
 * text once (all at once, so the engines' worker pools are busy; about a quarter of a second of
 * analysis each), the figures stay in memory for the process and are kept in blob storage, so a
 * restarted server reads them instead of measuring again (the voices, engines and analyzer are
 * fixed; FEATURES_VERSION says when they are not). A failed measurement is forgotten, so the next
 * request tries again.
 */
export function premadeVoiceFeatures(ports: MeasuringPorts): Promise<ReadonlyMap<string, VoiceFeatures>> {
  measured ??= measureAll(ports).catch((error: unknown) => {
    measured = undefined;
    throw error;
  });
  return measured;
}
