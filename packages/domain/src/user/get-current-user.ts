import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import { endFinishedGrantOnRead } from "../billing/end-finished-grant.ts";
import type { AuthenticatedContext } from "../context.ts";
import { readCreditPeriod } from "../credits/credit-period-state.ts";
import type { MemberRecord, UserRecord, WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { type SubscriptionSummary, summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { readVoiceSlotUsage, type VoiceSlotUsage } from "../workspaces/voice-slot-usage.ts";
import { requiresBipaTerms } from "./biometric-terms.ts";

export interface CurrentUser {
  user: UserRecord;
  workspace: WorkspaceRecord;
  member: MemberRecord;
  subscription: SubscriptionSummary;
  voiceUsage: VoiceSlotUsage;
  mfaFactors: ("totp" | "sms")[];
  requiresBipaTerms: boolean;
  /** The Terms of Use changed since the person last accepted them (accept-terms.ts). */
  mustAcceptTerms: boolean;
  /** Preview of the API key the request came with, if any. */
  apiKeyHint: string | null;
}

/** The caller, their role and their workspace's subscription: what `GET /v1/user` reports. */
export async function getCurrentUser(ctx: AuthenticatedContext): Promise<CurrentUser> {
  requirePermission(ctx, "user_read");
  return loadCurrentUser(ctx);
}

/**
 * The same view without the permission check, for verbs that answer with the updated user
 * after a write the caller's `user_write` permission already allowed.
 */
export async function loadCurrentUser(ctx: AuthenticatedContext): Promise<CurrentUser> {
  const { store, clock } = ctx.ports;
  const [user, found, member] = await Promise.all([
    store.users.findById(ctx.userId),
    store.workspaces.findById(ctx.workspaceId),
    store.members.find(ctx.workspaceId, ctx.userId),
  ]);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (!found || !member) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  const apiKey =
    ctx.actor.kind === "api_key"
      ? await store.apiKeys.findInWorkspace(ctx.workspaceId, ctx.actor.apiKeyId)
      : undefined;
  const now = clock.now();
  // A grant that is over moves to its post-grant plan before the subscription is reported (spec 001 §4).
  const workspace = await endFinishedGrantOnRead(store, found, now, ctx.ports.settings.billing);
  const [credits, voiceUsage] = await Promise.all([
    readCreditPeriod(store, workspace, now),
    readVoiceSlotUsage(store, workspace.id, now),
  ]);
  const mfaFactors: ("totp" | "sms")[] = [];
  if (user.totpEnabledAt) mfaFactors.push("totp");
  if (user.smsEnabledAt) mfaFactors.push("sms");
  return {
    user,
    workspace,
    member,
    subscription: summarizeSubscription(workspace, now, credits, ctx.ports.settings.billing),
    voiceUsage,
    mfaFactors,
    requiresBipaTerms: requiresBipaTerms(user),
    mustAcceptTerms: user.acceptedTermsVersion !== ctx.ports.settings.termsVersion,
    apiKeyHint: apiKey?.hint ?? null,
  };
}
