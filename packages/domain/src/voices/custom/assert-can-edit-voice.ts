import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { findOwnVoice } from "./find-own-voice.ts";
import { assertVoiceOperationAllowed } from "./voice-operation-limits.ts";

/**
 * Whether the caller may edit this voice at all: the permission, the voice is the workspace's own
 * (not premade, not another workspace's), and a monthly add/edit operation is left. Nothing here
 * depends on the form, so `POST /v1/voices/{id}/edit` runs it before its upload is read and
 * `editCustomVoice` runs it again. Answers the voice.
 */
export async function assertCanEditVoice(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<CustomVoiceRecord> {
  requirePermission(ctx, "voices_write");
  const voice = await findOwnVoice(ctx, voiceId);
  await assertVoiceOperationAllowed(ctx, ctx.ports.store, { adding: false, locked: false });
  return voice;
}
