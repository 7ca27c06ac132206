import { messages, parseOutputFormat } from "@chorus/contract";
import type { Ports } from "../../context.ts";
import type { ProsodyControls } from "../../ports/speech.ts";
import type { VoiceFeatures } from "../../ports/voice-analysis.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { synthesizeWhole } from "../../speech/synthesize-whole.ts";
import { type PremadeVoice, previewTexts } from "../premade-voices.ts";
import { premadeVoiceFigures } from "./premade-voice-figures.ts";

/** Uploads are measured at 16 kHz (voice-sample-uploads.ts), so premade voices are measured there too. */
const measureRate = 16_000;
/** What a request with the default settings speaks with (stability 0.5 is range 0.5). */
const defaultProsody: ProsodyControls = { pitch: 1, rate: 1, pitchRange: 0.5 };

type MeasuringPorts = Pick<Ports, "speech" | "audio" | "voiceAnalyzer">;

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

/**
 * What every premade voice sounds like by the similar-voice figures: measured ahead of time by
 * scripts/measure-premade-voices.ts with measurePremadeVoice (a fixed engine voice reading a fixed
 * text gives the same figures every time), so no server spends seconds of engine time on them.
 * A voice without figures (added without running the script) is left out of the answers; a test
 * checks every premade voice has them and that a few still measure the same.
 */
export function premadeVoiceFeatures(voiceId: string): VoiceFeatures | undefined {
  return premadeVoiceFigures[voiceId];
}
