import type { WorkspaceRecord } from "../records.ts";

/** A stored workspace for unit tests of the subscription and credit rules: free, with every default. */
export function testWorkspace(overrides: Partial<WorkspaceRecord> = {}): WorkspaceRecord {
  return {
    id: "w",
    name: "W",
    ownerUserId: "u",
    tier: "free",
    subscriptionStatus: "free",
    currency: "usd",
    billingPeriod: "monthly_period",
    billingAnchorAt: null,
    canExtendCharacterLimit: false,
    allowedToExtendCharacterLimit: true,
    previouslySubscribedTiers: [],
    pendingChangeKind: null,
    pendingTier: null,
    pendingBillingPeriod: null,
    pendingChangeAt: null,
    paymentCustomerId: null,
    paymentSubscriptionId: null,
    billingChannel: "direct",
    discountPercentOff: null,
    discountAmountOffCents: null,
    grantStartedAt: null,
    postGrantTier: null,
    trainingOptOut: false,
    sessionInactivityTimeoutSeconds: null,
    allowPasswordSignIn: true,
    createdAt: new Date("2025-01-01T00:00:00Z"),
    updatedAt: new Date("2025-01-01T00:00:00Z"),
    ...overrides,
  };
}
