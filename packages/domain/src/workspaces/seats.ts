import { maxSeatsByTier, messages, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import type { DomainSettings } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/** The workspace's tier; an unknown stored value counts as free, the most restrictive plan. */
export function tierOf(workspace: WorkspaceRecord): SubscriptionTier {
  return (subscriptionTiers as readonly string[]).includes(workspace.tier)
    ? (workspace.tier as SubscriptionTier)
    : "free";
}

/**
 * The tier the workspace's limits follow: the stored one, or enterprise for every workspace when
 * billing is off (`CHORUS_BILLING=off`), as the subscription summary reports it.
 */
export function limitsTierOf(
  workspace: WorkspaceRecord,
  billing: DomainSettings["billing"],
): SubscriptionTier {
  return billing === "off" ? "enterprise" : tierOf(workspace);
}

export function maxSeatsOf(workspace: WorkspaceRecord, billing: DomainSettings["billing"]): number {
  return maxSeatsByTier[limitsTierOf(workspace, billing)];
}

/** Members plus pending invites: an invite holds its seat until it is answered or withdrawn. */
export async function seatsUsed(repos: Repositories, workspaceId: string): Promise<number> {
  const [members, pending] = await Promise.all([
    repos.members.count(workspaceId),
    repos.invites.countPending(workspaceId),
  ]);
  return members + pending;
}

/**
 * Locks the workspace row until the surrounding transaction ends (a no-op write takes the row
 * lock), so two concurrent invites or accepts cannot both take the last seat.
 */
export async function lockWorkspaceSeats(repos: Repositories, workspaceId: string): Promise<WorkspaceRecord> {
  return repos.workspaces.update(workspaceId, {});
}

/** Refuses when `seatsAfter` would exceed the plan's seats (spec 000 §6). */
export function assertSeatsAvailable(
  workspace: WorkspaceRecord,
  seatsAfter: number,
  billing: DomainSettings["billing"],
): void {
  const maxSeats = maxSeatsOf(workspace, billing);
  if (seatsAfter > maxSeats) {
    throw new DomainError("seat_limit_reached", messages.seatLimitReached(maxSeats));
  }
}
