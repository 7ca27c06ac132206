import { creditRolloverMonths, planFor, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import type { CreditLedgerRecord, CreditPeriodTotals } from "../records.ts";
import { periodIndexAt, periodStartAt } from "./credit-periods.ts";

/**
 * Credits per period, with rollover (spec 001 §9: "up to 2 months roll over").
 *
 * A period's `character_limit` is its ledger's grants + rollover + adjustments; its `character_count`
 * is its charges − refunds. A period is settled (its rows written) the first time a charge needs it:
 *
 * - grant: the tier's monthly credits, as a `grant` row carrying the tier. An upgrade inside the
 *   period (a tier with more monthly credits) tops the grant up to the new tier's credits at once; a
 *   downgrade keeps what was granted until the period ends.
 * - rollover: the previous period's unused credits (limit − count, never below 0), capped at two
 *   months of the tier's credits (`creditRolloverMonths`), as one `rollover` row. Only when the
 *   previous period was settled under the same tier and that tier is paid: free, trial and grant
 *   credits do not roll over, and a downgrade or cancellation forfeits them, as ElevenLabs does. (An
 *   upgrade that restarts the billing cycle carries the unused credits itself, as an `adjustment` of
 *   the new period: a period whose predecessor under the current anchor was never settled gets no
 *   rollover.)
 *
 * With one plan this is exactly "each month's grant stays usable for the two following periods,
 * oldest spent first" (see `rollover.test.ts`): a grant still unspent after two more periods means
 * the two newer grants were not touched either, so what is carried is capped at two grants.
 *
 * Settling reaches back at most two periods: an older grant cannot reach the current period. Periods
 * nobody charged in (an idle month) are settled with the tier held when they are settled. Overage
 * (a count past the limit, with usage-based billing) is invoiced, never taken from the next period.
 */

/** What a period's ledger adds up to. */
export interface PeriodCredits {
  /** `character_count`: charges minus refunds. */
  used: number;
  /** `character_limit`: grants + rollover + adjustments. */
  limit: number;
}

export function creditsOf(period: CreditPeriodTotals): PeriodCredits {
  return {
    used: period.charged - period.refunded,
    limit: period.granted + period.rolledOver + period.adjusted,
  };
}

export function emptyPeriod(periodStart: Date): CreditPeriodTotals {
  return { periodStart, charged: 0, refunded: 0, granted: 0, rolledOver: 0, adjusted: 0, grantTiers: [] };
}

const knownTiers = (period: CreditPeriodTotals): SubscriptionTier[] =>
  period.grantTiers.filter((tier): tier is SubscriptionTier =>
    (subscriptionTiers as readonly string[]).includes(tier),
  );
const byCredits = (a: SubscriptionTier, b: SubscriptionTier) =>
  planFor(a).monthlyCredits - planFor(b).monthlyCredits;

/**
 * The tier a period was first granted under (its settlement's tier), and the tier it was last topped
 * up to (its plan when it ended, for rollover). Top-ups only ever go to a tier with more monthly
 * credits, so these are the grant tiers with the fewest and the most credits. null when never settled.
 */
export function grantedTiers(
  period: CreditPeriodTotals,
): { first: SubscriptionTier; last: SubscriptionTier } | null {
  const tiers = knownTiers(period).sort(byCredits);
  return tiers.length === 0 ? null : { first: tiers[0]!, last: tiers.at(-1)! };
}

/** The rollover into a period settled under `tier`, from the period just before it. */
export function rolloverInto(previous: CreditPeriodTotals | undefined, tier: SubscriptionTier): number {
  const previousTiers = previous && grantedTiers(previous);
  if (!previous || !previousTiers) return 0;
  const plan = planFor(tier);
  if (previousTiers.last !== tier || !plan.paid) return 0;
  const { used, limit } = creditsOf(previous);
  return Math.max(0, Math.min(limit - used, creditRolloverMonths * plan.monthlyCredits));
}

/**
 * The periods settling reads: the current one and up to three before it, never before the anchor
 * (oldest first). The oldest of four is only read, as the predecessor of the next.
 */
export function settlementWindow(anchor: Date, now: Date): Date[] {
  const current = periodIndexAt(anchor, now);
  const starts: Date[] = [];
  for (let index = Math.max(0, current - 3); index <= current; index += 1)
    starts.push(periodStartAt(anchor, index));
  return starts;
}

/** A ledger row settling writes (its id and creation time are the caller's). */
export type SettlementEntry = Pick<
  CreditLedgerRecord,
  "workspaceId" | "requestId" | "kind" | "amount" | "periodStart" | "tier"
>;

const grantRequestId = (workspaceId: string, start: Date, tier: string) =>
  `grant:${workspaceId}:${start.toISOString()}:${tier}`;
const rolloverRequestId = (workspaceId: string, start: Date) =>
  `rollover:${workspaceId}:${start.toISOString()}`;

/**
 * Settles the window's periods (see the module comment): the rows to write, and every period of the
 * window as it reads once they are written (the last is the current period). Pure, so a read can
 * compute what a charge would write, and the rows' request ids make writing them twice harmless.
 */
export function settleCreditPeriods(input: {
  workspaceId: string;
  tier: SubscriptionTier;
  /** `settlementWindow(anchor, now)`. */
  window: readonly Date[];
  /** The ledger of the window's periods (`creditLedger.periodTotals`). */
  totals: readonly CreditPeriodTotals[];
}): { entries: SettlementEntry[]; periods: CreditPeriodTotals[] } {
  const { workspaceId, tier, window } = input;
  const stored = new Map(input.totals.map((period) => [period.periodStart.getTime(), period]));
  const periods = window.map((start) => {
    const period = stored.get(start.getTime());
    return period ? { ...period, grantTiers: [...period.grantTiers] } : emptyPeriod(start);
  });
  const credits = planFor(tier).monthlyCredits;
  const entries: SettlementEntry[] = [];
  const grant = (period: CreditPeriodTotals, amount: number) => {
    entries.push({
      workspaceId,
      requestId: grantRequestId(workspaceId, period.periodStart, tier),
      kind: "grant",
      amount,
      periodStart: period.periodStart,
      tier,
    });
    period.granted += amount;
    period.grantTiers.push(tier);
  };
  const first = window.length === 4 ? 1 : 0;
  for (let i = first; i < periods.length; i += 1) {
    const period = periods[i]!;
    if (period.grantTiers.length === 0) {
      const carried = rolloverInto(periods[i - 1], tier);
      grant(period, credits);
      if (carried > 0) {
        entries.push({
          workspaceId,
          requestId: rolloverRequestId(workspaceId, period.periodStart),
          kind: "rollover",
          amount: carried,
          periodStart: period.periodStart,
          tier: null,
        });
        period.rolledOver += carried;
      }
    } else if (i === periods.length - 1 && credits > period.granted && !period.grantTiers.includes(tier)) {
      grant(period, credits - period.granted);
    }
  }
  return { entries, periods };
}
