import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { voiceNotFoundMessage } from "./get-voice.ts";
import { findPremadeVoice } from "./premade-voices.ts";
import { renderPreviewClip } from "./render-preview-clip.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";

/** Bump when previews should be re-rendered (engine or text changes). */
const PREVIEW_VERSION = 1;

/** A premade voice's preview clip (`preview_url`), identical for everyone and cached. */
export async function getVoicePreview(
  ctx: PublicContext,
  voiceId: string,
): Promise<AsyncIterable<Uint8Array>> {
  const voice = findPremadeVoice(voiceId);
  if (!voice) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  return renderPreviewClip(
    ctx,
    { voice, category: "premade", settings: defaultVoiceSettings },
    `voice-previews/v${PREVIEW_VERSION}/${voiceId}.mp3`,
  );
}
