import type { LibraryState } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { type CopyStatus, copyStatusOf } from "./copy-state.ts";
import { defaultSharingSettings, sharingSettingsOf } from "./default-sharing.ts";
import { findSharingSubject, type SharingSubject } from "./find-shared-voice.ts";
import type { LibraryCopyRecord, VoiceSharingRecord } from "./library-records.ts";
import { libraryStateOf } from "./library-state.ts";
import type { SharingSettings } from "./sharing-rules.ts";

/** How a voice of the workspace is shared, as its owner sees it (or, for a copy, where it came from). */
export type VoiceSharingView =
  | {
      kind: "original";
      voice: CustomVoiceRecord;
      /** Undefined for a voice never shared. */
      record: VoiceSharingRecord | undefined;
      settings: SharingSettings;
      state: LibraryState;
      clonedByCount: number;
    }
  | { kind: "copy"; voice: CustomVoiceRecord; copy: LibraryCopyRecord; status: CopyStatus };

export async function sharingViewOf(
  ctx: AuthenticatedContext,
  subject: SharingSubject,
): Promise<VoiceSharingView> {
  const now = ctx.ports.clock.now();
  if (subject.kind === "copy")
    return {
      kind: "copy",
      voice: subject.voice,
      copy: subject.copy,
      status: copyStatusOf(subject.copy, now),
    };
  const { entry, voice } = subject;
  const metrics = entry && (await ctx.ports.store.voiceLibrary.metrics([voice.id], now)).get(voice.id);
  return {
    kind: "original",
    voice,
    record: entry?.sharing,
    settings: entry ? sharingSettingsOf(entry.sharing) : defaultSharingSettings(voice),
    state: entry ? libraryStateOf(entry, now) : "not_shared",
    clonedByCount: metrics?.clonedByCount ?? 0,
  };
}

/** `GET /v1/voices/{id}/sharing`: anyone in the workspace may read it. */
export async function getVoiceSharing(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceSharingView> {
  requirePermission(ctx, "voices_read");
  return sharingViewOf(ctx, await findSharingSubject(ctx, voiceId));
}
