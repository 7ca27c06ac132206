import type { CustomVoiceRecord } from "../../records.ts";

/**
 * The stored shapes of the voice library (issue 5 §5). They mirror the tables in
 * packages/adapters/src/db/schema/voice-library.ts and voice-collections.ts, in camelCase.
 */

/** `enabled`: the owner shares the voice (in review, live or declined); `disabled`: not shared (any more). */
export type SharingStatus = "enabled" | "disabled";
export type ReviewStatus = "not_requested" | "pending" | "declined" | "allowed";

/** How a workspace shares one of its voices, and where the review stands. One row per shared voice. */
export interface VoiceSharingRecord {
  voiceId: string;
  workspaceId: string;
  /** The person the library names as the voice's owner (its creator, else who shared it). */
  ownerUserId: string | null;
  /** That person's public id (`public_owner_id`), kept so the library never shows workspace or user ids. */
  publicOwnerId: string;
  status: SharingStatus;
  reviewStatus: ReviewStatus;
  /** Why the operator declined it. */
  reviewMessage: string | null;
  description: string | null;
  labels: Record<string, string>;
  /** Days copies keep working after the owner stops sharing (spec 001 §9). */
  noticePeriodDays: number;
  /** Custom rate in USD per 1,000 credits (`fiat_rate`); null for the default rate. */
  fiatRate: number | null;
  financialRewardsEnabled: boolean;
  freeUsersAllowed: boolean;
  liveModerationEnabled: boolean;
  readerAppEnabled: boolean;
  featured: boolean;
  /** When it was last submitted for review. */
  submittedAt: Date | null;
  /** When it first went live (`date_unix` in the library). */
  liveSince: Date | null;
  /** When the owner last stopped sharing it while live, and when that notice period ends. */
  removedAt: Date | null;
  disableAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A voice a workspace added from the library: its own `voices` row plus where it came from. */
export interface LibraryCopyRecord {
  /** The copy's voice id (a row of `voices` in the adding workspace). */
  voiceId: string;
  workspaceId: string;
  originalVoiceId: string;
  publicOwnerId: string;
  liveModerationEnabled: boolean;
  bookmarked: boolean;
  /** Set when the owner stopped sharing: the copy is `copied_disabled` from then on. */
  disableAt: Date | null;
  createdAt: Date;
}

export type LibraryEventKind = "shared" | "approved" | "declined" | "added" | "removed" | "disabled";

/** One step in a shared voice's history. A `disabled` event is written at removal, dated at the end of the notice period. */
export interface LibraryEventRecord {
  id: string;
  voiceId: string;
  kind: LibraryEventKind;
  message: string | null;
  occurredAt: Date;
}

/** A shared voice with everything the library rules read. */
export interface LibraryEntry {
  sharing: VoiceSharingRecord;
  voice: CustomVoiceRecord;
  verification: { requiresVerification: boolean; isVerified: boolean };
  ownerInProbation: boolean;
}

/** Use of a shared voice through its copies. */
export interface LibraryMetrics {
  clonedByCount: number;
  usageCharacters7d: number;
  usageCharacters1y: number;
}

export interface VoiceCollectionRecord {
  id: string;
  workspaceId: string;
  title: string;
  icon: string;
  createdAt: Date;
  updatedAt: Date;
}
