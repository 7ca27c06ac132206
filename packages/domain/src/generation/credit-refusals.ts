import { messages } from "@chorus/contract";
import { isOverQuota } from "../credits/quota-rule.ts";
import type { ApiKeyRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { SubscriptionSummary } from "../workspaces/subscription-summary.ts";

/** `quota_exceeded` (spec 000 §5) with the count and limit it was measured against. */
const quotaExceeded = (used: number, limit: number) =>
  new DomainError("quota_exceeded", messages.insufficientCredits, {
    extra: { character_used: used, character_limit: limit },
  });

/**
 * Why `cost` more credits would be refused: the workspace's quota (spec 000 §5, with its
 * extension rights) or the API key's own `character_limit`; undefined when they would pass. The
 * reservation (under the workspace's lock) and the check before an upload is read both ask it.
 */
export function creditRefusal(
  summary: SubscriptionSummary,
  used: number,
  cost: number,
  apiKey: Pick<ApiKeyRecord, "characterCount" | "characterLimit"> | undefined,
): DomainError | undefined {
  if (isOverQuota(summary, used, cost, summary.extensionRights))
    return quotaExceeded(used, summary.characterLimit);
  if (apiKey?.characterLimit != null && apiKey.characterCount + cost > apiKey.characterLimit)
    return quotaExceeded(apiKey.characterCount, apiKey.characterLimit);
  return undefined;
}
