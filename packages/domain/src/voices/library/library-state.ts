import type { LibraryState } from "@chorus/contract";
import type { VoiceSharingRecord } from "./library-records.ts";
import { hasPassed } from "./notice-period.ts";
import { isUnverified } from "./unverified-rule.ts";

/**
 * Where a voice stands in the library (spec 001 §4: pending review, live, declined with reason,
 * removed with a notice period then disabled, requires verification). Shared voices are `declined`
 * when the operator said no, `requires_verification` while the unverified rule holds (whether in
 * review or approved), else `pending_review` or `live`. A voice its owner stopped sharing while live
 * is `removed` until its notice period ends, then `disabled`.
 */
export function libraryStateOf(
  entry: {
    sharing: VoiceSharingRecord | undefined;
    verification: { isVerified: boolean; requiresVerification: boolean };
    ownerInProbation: boolean;
  },
  now: Date,
): LibraryState {
  const { sharing } = entry;
  if (!sharing) return "not_shared";
  if (sharing.status === "disabled") {
    if (sharing.removedAt === null) return "not_shared";
    return hasPassed(sharing.disableAt, now) ? "disabled" : "removed";
  }
  if (sharing.reviewStatus === "declined") return "declined";
  if (isUnverified(entry.verification, entry.ownerInProbation)) return "requires_verification";
  if (sharing.reviewStatus === "allowed") return "live";
  return "pending_review";
}
