import { findTtsModel, parseOutputFormat } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { buildSynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { streamSynthesis } from "../text-to-speech/stream-synthesis.ts";
import { voiceNotFoundMessage } from "./get-voice.ts";
import { findPremadeVoice, previewTexts } from "./premade-voices.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";

/** Bump when previews should be re-rendered (engine or text changes). */
const PREVIEW_VERSION = 1;

/**
 * A premade voice's preview clip (`preview_url`): its welcome text in its own language, as mp3.
 * Rendered once on first request and kept in blob storage; identical for everyone (fixed seed).
 */
export async function getVoicePreview(
  ctx: PublicContext,
  voiceId: string,
): Promise<AsyncIterable<Uint8Array>> {
  const voice = findPremadeVoice(voiceId);
  if (!voice) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  const key = `voice-previews/v${PREVIEW_VERSION}/${voiceId}.mp3`;
  const cached = await ctx.ports.blobs.get(key);
  if (cached) return cached;
  const plan = buildSynthesisPlan(ctx.ports, {
    model: findTtsModel("eleven_v3")!,
    voice: { voice, category: "premade", settings: defaultVoiceSettings },
    settings: defaultVoiceSettings,
    languageCode: voice.language,
    text: previewTexts[voice.language] ?? previewTexts.en!,
    format: parseOutputFormat("mp3_44100_128"),
    seed: 0,
    normalization: "auto",
    enableLogging: false,
  });
  const parts: Uint8Array[] = [];
  for await (const chunk of streamSynthesis(ctx.ports, plan).chunks) parts.push(chunk.audio);
  const audio = Buffer.concat(parts);
  await ctx.ports.blobs.put(key, audio);
  return (async function* () {
    yield audio;
  })();
}
