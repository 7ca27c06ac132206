import { creditPeriodAt, periodStartAt } from "@chorus/domain";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anchorNow,
  createBillingAccount,
  getSubscription,
  readSubscriptionAsSdk,
  readSubscriptionResponseAsSdk,
} from "./support.ts";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The fields `GET /v1/user/subscription` has beyond the `subscription` of `GET /v1/user`. */
const subscriptionOnly = ["next_invoice", "open_invoices", "has_open_invoices", "pending_change"];

describe.each(databaseKinds)("the subscription as the SDK reads it on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("reports a new workspace's free subscription with every field the SDK requires", async () => {
    const account = await createBillingAccount(server);
    const body = await getSubscription(server, account.apiKey);
    const reset = creditPeriodAt(account.workspace.createdAt, server.clock.now()).end;
    expect(body).toEqual({
      tier: "free",
      character_count: 0,
      character_limit: 10_000,
      max_character_limit_extension: 0,
      max_credit_limit_extension: 0,
      can_extend_character_limit: false,
      allowed_to_extend_character_limit: false,
      next_character_count_reset_unix: unix(reset),
      voice_slots_used: 0,
      professional_voice_slots_used: 0,
      professional_voice_slots_used_in_workspace: 0,
      voice_limit: 3,
      max_voice_add_edits: 10,
      voice_add_edit_counter: 0,
      professional_voice_limit: 0,
      can_extend_voice_limit: false,
      can_use_instant_voice_cloning: false,
      can_use_professional_voice_cloning: false,
      currency: "usd",
      current_overage: { amount: "0.00", currency: "usd" },
      status: "free",
      billing_period: "monthly_period",
      character_refresh_period: "monthly_period",
      previously_subscribed_tiers: [],
      next_invoice: null,
      open_invoices: [],
      has_open_invoices: false,
      pending_change: null,
    });
    const read = readSubscriptionAsSdk(body);
    expect(read).toMatchObject({
      tier: "free",
      characterLimit: 10_000,
      maxCreditLimitExtension: 0,
      currentOverage: { amount: "0.00", currency: "usd" },
      status: "free",
      openInvoices: [],
      hasOpenInvoices: false,
    });
    expect(read.pendingChange).toBeUndefined();

    const user = await server.request("GET", "/v1/user", { apiKey: account.apiKey });
    expect(user.statusCode).toBe(200);
    const embedded = user.json().subscription;
    const expected = Object.fromEntries(
      Object.entries(body).filter(([key]) => !subscriptionOnly.includes(key)),
    );
    expect(embedded).toEqual(expected);
    expect(readSubscriptionResponseAsSdk(embedded).characterRefreshPeriod).toBe("monthly_period");
  });

  it("the SDK's reader refuses a body missing a required field, so the check above can fail", async () => {
    const account = await createBillingAccount(server);
    const { current_overage: _dropped, ...body } = await getSubscription(server, account.apiKey);
    expect(() => readSubscriptionAsSdk(body)).toThrow(/current_overage/);
  });

  it("reports a paid subscription's stored state: currency, period, history, pending downgrade, invoices", async () => {
    const account = await createBillingAccount(server);
    const anchor = await anchorNow(server, account.workspace, {
      tier: "pro",
      subscriptionStatus: "active",
      currency: "eur",
      billingPeriod: "annual_period",
      previouslySubscribedTiers: ["starter", "creator"],
    });
    const cycleEnd = periodStartAt(anchor, 12);
    await server.ports.store.workspaces.update(account.workspace.id, {
      pendingChangeKind: "change",
      pendingTier: "creator",
      pendingBillingPeriod: "monthly_period",
      pendingChangeAt: cycleEnd,
    });
    const { invoices } = server.ports.store;
    const due = new Date(anchor.getTime() + 7 * 86_400_000);
    expect(
      await invoices.insertOnce({
        id: `in_open_${account.workspace.id}`,
        workspaceId: account.workspace.id,
        amountDueCents: 99_000,
        currency: "eur",
        dueAt: due,
      }),
    ).toBe(true);
    await invoices.insertOnce({
      id: `in_paid_${account.workspace.id}`,
      workspaceId: account.workspace.id,
      amountDueCents: 2_200,
      currency: "eur",
    });
    await invoices.setStatus(account.workspace.id, `in_paid_${account.workspace.id}`, "paid");
    // Recording the same provider invoice again changes nothing.
    expect(
      await invoices.insertOnce({
        id: `in_open_${account.workspace.id}`,
        workspaceId: account.workspace.id,
        amountDueCents: 1,
        currency: "eur",
      }),
    ).toBe(false);

    const body = await getSubscription(server, account.apiKey);
    expect(body).toMatchObject({
      tier: "pro",
      status: "active",
      currency: "eur",
      billing_period: "annual_period",
      character_refresh_period: "monthly_period",
      character_limit: 500_000,
      next_character_count_reset_unix: unix(periodStartAt(anchor, 1)),
      previously_subscribed_tiers: ["starter", "creator"],
      can_use_professional_voice_cloning: true,
      current_overage: { amount: "0.00", currency: "eur" },
      pending_change: {
        kind: "change",
        next_tier: "creator",
        next_billing_period: "monthly_period",
        timestamp_seconds: unix(cycleEnd),
      },
      // The annual cycle renews into the pending plan: Creator monthly, in euros.
      next_invoice: {
        amount_due_cents: 2_200,
        discounts: [],
        next_payment_attempt_unix: unix(cycleEnd),
        payment_intent_statusses: [],
      },
      open_invoices: [
        {
          amount_due_cents: 99_000,
          discounts: [],
          next_payment_attempt_unix: unix(due),
          payment_intent_statusses: [],
        },
      ],
      has_open_invoices: true,
    });
    const read = readSubscriptionAsSdk(body);
    expect(read.pendingChange).toEqual({
      kind: "change",
      nextTier: "creator",
      nextBillingPeriod: "monthly_period",
      timestampSeconds: unix(cycleEnd),
    });
    expect(read.openInvoices).toHaveLength(1);
  });

  it("reports a pending cancellation, with nothing left to invoice", async () => {
    const account = await createBillingAccount(server);
    const anchor = await anchorNow(server, account.workspace, {
      tier: "creator",
      subscriptionStatus: "active",
    });
    const monthly = await getSubscription(server, account.apiKey);
    expect(monthly.next_invoice).toMatchObject({
      amount_due_cents: 2_200,
      next_payment_attempt_unix: unix(periodStartAt(anchor, 1)),
    });
    await server.ports.store.workspaces.update(account.workspace.id, { pendingChangeKind: "cancellation" });
    const body = await getSubscription(server, account.apiKey);
    expect(body.pending_change).toEqual({
      kind: "cancellation",
      timestamp_seconds: unix(periodStartAt(anchor, 1)),
    });
    expect(body.next_invoice).toBeNull();
    expect(readSubscriptionAsSdk(body).pendingChange).toEqual({
      kind: "cancellation",
      timestampSeconds: unix(periodStartAt(anchor, 1)),
    });
  });
});
