import { findTtsModel, parseOutputFormat } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { buildSynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { streamSynthesis } from "../text-to-speech/stream-synthesis.ts";
import { customVoiceView } from "./custom/custom-voice-view.ts";
import { voiceNotFoundMessage } from "./get-voice.ts";
import { libraryStateOf } from "./library/library-state.ts";
import { findPremadeVoice, previewTexts } from "./premade-voices.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";
import type { VoiceView } from "./voice-view.ts";

/** Bump when previews should be re-rendered (engine or text changes). */
const PREVIEW_VERSION = 1;

/** What a preview speaks with, and where its rendering is kept. */
interface PreviewSubject {
  view: VoiceView;
  blobKey: string;
}

/**
 * A live voice of the shared library, as its copies speak it (the fitted profile, default
 * settings). Its key names the voice's last change, so an edited voice gets a new preview. Any
 * other state (in review, removed, …) has no public preview.
 */
async function libraryPreviewSubject(
  ctx: PublicContext,
  voiceId: string,
): Promise<PreviewSubject | undefined> {
  const entry = await ctx.ports.store.voiceLibrary.findEntry(voiceId);
  if (!entry?.voice.profile || libraryStateOf(entry, ctx.ports.clock.now()) !== "live") return undefined;
  return {
    view: customVoiceView(entry.voice, [], defaultVoiceSettings),
    blobKey: `voice-previews/library/v${PREVIEW_VERSION}/${voiceId}-${entry.voice.updatedAt.getTime()}.mp3`,
  };
}

/**
 * A voice's preview clip (`preview_url`): its welcome text in its own language, as mp3, for premade
 * voices and for live voices of the shared library. Rendered once on first request and kept in
 * blob storage; identical for everyone (fixed seed).
 */
export async function getVoicePreview(
  ctx: PublicContext,
  voiceId: string,
): Promise<AsyncIterable<Uint8Array>> {
  const premade = findPremadeVoice(voiceId);
  const subject: PreviewSubject | undefined = premade
    ? {
        view: { voice: premade, category: "premade", settings: defaultVoiceSettings },
        blobKey: `voice-previews/v${PREVIEW_VERSION}/${voiceId}.mp3`,
      }
    : await libraryPreviewSubject(ctx, voiceId);
  if (!subject) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  const cached = await ctx.ports.blobs.get(subject.blobKey);
  if (cached) return cached;
  const { voice } = subject.view;
  const plan = buildSynthesisPlan(ctx.ports, {
    model: findTtsModel("eleven_v3")!,
    voice: subject.view,
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
  await ctx.ports.blobs.put(subject.blobKey, audio);
  return (async function* () {
    yield audio;
  })();
}
