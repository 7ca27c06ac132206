import type { LibraryCopyRecord, VoiceSharingRecord } from "./library-records.ts";

/** Records for the library's unit tests (pure rules only; nothing here touches a database). */
export const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function sharingRecord(patch: Partial<VoiceSharingRecord> = {}): VoiceSharingRecord {
  return {
    voiceId: "voice-1",
    workspaceId: "workspace-1",
    ownerUserId: "user-1",
    publicOwnerId: "public-1",
    status: "enabled",
    reviewStatus: "allowed",
    reviewMessage: null,
    description: "A voice",
    labels: {},
    noticePeriodDays: 30,
    fiatRate: null,
    financialRewardsEnabled: false,
    freeUsersAllowed: true,
    liveModerationEnabled: false,
    readerAppEnabled: false,
    featured: false,
    submittedAt: at("2025-01-01"),
    liveSince: at("2025-01-02"),
    removedAt: null,
    disableAt: null,
    createdAt: at("2025-01-01"),
    updatedAt: at("2025-01-02"),
    ...patch,
  };
}

export function copyRecord(patch: Partial<LibraryCopyRecord> = {}): LibraryCopyRecord {
  return {
    voiceId: "copy-1",
    workspaceId: "workspace-2",
    originalVoiceId: "voice-1",
    publicOwnerId: "public-1",
    liveModerationEnabled: false,
    bookmarked: false,
    disableAt: null,
    createdAt: at("2025-01-03"),
    ...patch,
  };
}
