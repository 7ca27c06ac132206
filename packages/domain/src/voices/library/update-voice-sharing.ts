import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { defaultSharingSettings, sharingSettingsOf } from "./default-sharing.ts";
import { assertMayShare, findSharingSubject } from "./find-shared-voice.ts";
import { sharingViewOf, type VoiceSharingView } from "./get-voice-sharing.ts";
import type { LibraryEventRecord, VoiceSharingRecord } from "./library-records.ts";
import { assertValidSharingSettings, type SharingSettings } from "./sharing-rules.ts";
import { type Withdrawal, withdrawFromLibrary } from "./withdraw-from-library.ts";

/** A change to a voice's sharing: absent (or null) fields keep their value, except `fiatRate: null`, which clears a custom rate. */
export interface VoiceSharingChange {
  /** true: share it (it goes to review); false: stop sharing it. */
  enabled?: boolean | null;
  description?: string | null;
  labels?: Record<string, string> | null;
  noticePeriodDays?: number | null;
  fiatRate?: number | null;
  financialRewardsEnabled?: boolean | null;
  freeUsersAllowed?: boolean | null;
  liveModerationEnabled?: boolean | null;
  readerAppEnabled?: boolean | null;
}

function applyChange(settings: SharingSettings, change: VoiceSharingChange): SharingSettings {
  return {
    description: change.description ?? settings.description,
    labels: change.labels ?? settings.labels,
    noticePeriodDays: change.noticePeriodDays ?? settings.noticePeriodDays,
    fiatRate: change.fiatRate === undefined ? settings.fiatRate : change.fiatRate,
    financialRewardsEnabled: change.financialRewardsEnabled ?? settings.financialRewardsEnabled,
    freeUsersAllowed: change.freeUsersAllowed ?? settings.freeUsersAllowed,
    liveModerationEnabled: change.liveModerationEnabled ?? settings.liveModerationEnabled,
    readerAppEnabled: change.readerAppEnabled ?? settings.readerAppEnabled,
  };
}

/** A voice's first sharing row. The library names its creator as the owner (else whoever shares it), by public id. */
async function newSharingRecord(
  ctx: AuthenticatedContext,
  voice: CustomVoiceRecord,
  now: Date,
): Promise<VoiceSharingRecord> {
  const ownerUserId = voice.createdByUserId ?? ctx.userId;
  const owner =
    (await ctx.ports.store.users.findById(ownerUserId)) ?? (await ctx.ports.store.users.findById(ctx.userId));
  return {
    voiceId: voice.id,
    workspaceId: voice.workspaceId,
    ownerUserId: owner?.id ?? null,
    publicOwnerId: owner?.publicUserId ?? ctx.userId,
    status: "disabled",
    reviewStatus: "not_requested",
    reviewMessage: null,
    ...defaultSharingSettings(voice),
    featured: false,
    submittedAt: null,
    liveSince: null,
    removedAt: null,
    disableAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * `PATCH /v1/voices/{id}/sharing` (issue 5 §5): change how a voice is shared. `enabled: true` on a
 * voice not shared, declined or removed submits it for review (`pending`, the operator approves or
 * declines); stopping a live voice starts its notice period for the copies (withdraw-from-library.ts).
 * Settings follow spec 001 §5 and §9 (sharing-rules.ts) and apply at once, also to a live voice.
 * Only the workspace's own cloned, professional or generated voices can be shared, by its admins or by
 * the editor who created the voice.
 */
export async function updateVoiceSharing(
  ctx: AuthenticatedContext,
  voiceId: string,
  change: VoiceSharingChange,
): Promise<VoiceSharingView> {
  requirePermission(ctx, "voices_write");
  const subject = await findSharingSubject(ctx, voiceId);
  if (subject.kind === "copy") throw new DomainError("invalid_request", messages.voiceCannotBeShared);
  assertMayShare(ctx, subject.voice);
  const now = ctx.ports.clock.now();
  const current = subject.entry?.sharing ?? (await newSharingRecord(ctx, subject.voice, now));
  const settings = applyChange(sharingSettingsOf(current), change);
  const shared = current.status === "enabled";
  assertValidSharingSettings(settings, { shared: change.enabled ?? shared });

  let outcome: Withdrawal = { record: { ...current, ...settings, updatedAt: now }, events: [] };
  if (change.enabled === true && (!shared || current.reviewStatus === "declined")) {
    // A professional voice speaks only once trained: its copies would have nothing to speak with.
    if (!subject.voice.profile)
      throw new DomainError("voice_not_fine_tuned", messages.voiceNotFineTuned(voiceId));
    const submitted: LibraryEventRecord = {
      id: newId(),
      voiceId,
      kind: "shared",
      message: null,
      occurredAt: now,
    };
    outcome = {
      record: {
        ...outcome.record,
        status: "enabled",
        reviewStatus: "pending",
        reviewMessage: null,
        submittedAt: now,
        removedAt: null,
        disableAt: null,
      },
      events: [submitted],
    };
  } else if (change.enabled === false && shared) {
    outcome = withdrawFromLibrary(outcome.record, now);
  }
  await ctx.ports.store.transaction(async (tx) => {
    await tx.voiceLibrary.saveSharing(outcome.record);
    for (const event of outcome.events) await tx.voiceLibrary.insertEvent(event);
    if (outcome.disableCopiesAt)
      await tx.voiceLibrary.scheduleCopiesDisable(voiceId, outcome.disableCopiesAt);
  });
  return sharingViewOf(ctx, await findSharingSubject(ctx, voiceId));
}
