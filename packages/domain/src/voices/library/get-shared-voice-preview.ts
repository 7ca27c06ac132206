import { messages } from "@chorus/contract";
import type { PublicContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { customVoiceView } from "../custom/custom-voice-view.ts";
import { renderPreviewClip } from "../render-preview-clip.ts";
import { defaultVoiceSettings } from "../voice-settings-values.ts";
import { libraryStateOf } from "./library-state.ts";

/** Bump when library previews should be re-rendered (engine or text changes). */
const PREVIEW_VERSION = 1;

/**
 * `GET /v1/shared-voices/{public_owner_id}/{voice_id}/preview`: a live library voice's preview clip,
 * spoken with its fitted profile (what a copy would sound like). Public, like premade previews, but
 * only while the voice is live; anything else is "not found in library". The cache key carries the
 * voice's last change, so a refitted voice gets a new clip.
 */
export async function getSharedVoicePreview(
  ctx: PublicContext,
  publicOwnerId: string,
  voiceId: string,
): Promise<AsyncIterable<Uint8Array>> {
  const entry = await ctx.ports.store.voiceLibrary.findEntry(voiceId);
  const voice = entry?.voice;
  if (
    !entry ||
    !voice?.profile ||
    entry.sharing.publicOwnerId !== publicOwnerId ||
    libraryStateOf(entry, ctx.ports.clock.now()) !== "live"
  )
    throw new DomainError("voice_not_found", messages.voiceNotFoundInLibrary);
  return renderPreviewClip(
    ctx,
    customVoiceView(voice, [], defaultVoiceSettings),
    `library-previews/v${PREVIEW_VERSION}/${voiceId}-${voice.updatedAt.getTime()}.mp3`,
  );
}
