import { findTtsModel, parseOutputFormat } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { buildSynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { streamSynthesis } from "../text-to-speech/stream-synthesis.ts";
import { previewTexts } from "./premade-voices.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";
import type { VoiceView } from "./voice-view.ts";

/**
 * A voice's preview clip: its welcome text in its own language as 128 kbps mp3, spoken with default
 * settings and a fixed seed so it is the same for everyone. Rendered on first request and kept in
 * blob storage under `key` (callers put what changes the clip into the key).
 */
export async function renderPreviewClip(
  ctx: PublicContext,
  view: VoiceView,
  key: string,
): Promise<AsyncIterable<Uint8Array>> {
  const cached = await ctx.ports.blobs.get(key);
  if (cached) return cached;
  const language = view.voice.language;
  const plan = buildSynthesisPlan(ctx.ports, {
    model: findTtsModel("eleven_v3")!,
    voice: view,
    settings: defaultVoiceSettings,
    languageCode: language,
    text: previewTexts[language] ?? previewTexts.en!,
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
