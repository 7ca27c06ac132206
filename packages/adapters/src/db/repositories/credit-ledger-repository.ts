import type {
  CreditLedgerKind,
  CreditLedgerRecord,
  CreditLedgerRepository,
  CreditPeriodTotals,
  UsageBucketing,
  UsageQuery,
} from "@chorus/domain";
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../open-database.ts";
import { creditLedger } from "../schema/index.ts";

const ledgerKinds: readonly CreditLedgerKind[] = [
  "charge",
  "refund",
  "grant",
  "rollover",
  "adjustment",
  "reset",
];

function ledgerKind(kind: string): CreditLedgerKind {
  const known = ledgerKinds.find((candidate) => candidate === kind);
  if (!known) throw new Error(`credit_ledger holds an unknown kind: ${kind}`);
  return known;
}

/** A stored row as the domain sees it: the same fields, with `kind` narrowed to the known kinds. */
const toLedgerRecord = (row: typeof creditLedger.$inferSelect): CreditLedgerRecord => ({
  ...row,
  kind: ledgerKind(row.kind),
});

/** The charge of `requestId` while it is still a reservation. */
const openReservation = (requestId: string) =>
  and(
    eq(creditLedger.requestId, requestId),
    eq(creditLedger.kind, "charge"),
    isNotNull(creditLedger.leaseExpiresAt),
  );

export function creditLedgerRepository(db: Database): CreditLedgerRepository {
  return {
    async insertOnce(entry) {
      // The unique (request_id, kind) index makes a second charge or refund of one request a no-op.
      const rows = await db
        .insert(creditLedger)
        .values(entry)
        .onConflictDoNothing({ target: [creditLedger.requestId, creditLedger.kind] })
        .returning({ id: creditLedger.id });
      return rows.length > 0;
    },
    async findByRequest(requestId, kind) {
      const [row] = await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.requestId, requestId), eq(creditLedger.kind, kind)));
      return row && toLedgerRecord(row);
    },
    async renewLease(requestId, until) {
      const rows = await db
        .update(creditLedger)
        .set({ leaseExpiresAt: until })
        .where(openReservation(requestId))
        .returning({ id: creditLedger.id });
      return rows.length > 0;
    },
    async meterReservation(requestId, used, until) {
      const rows = await db
        .update(creditLedger)
        .set({ meteredAmount: used, leaseExpiresAt: until })
        .where(openReservation(requestId))
        .returning({ id: creditLedger.id });
      return rows.length > 0;
    },
    async growReservation(requestId, by) {
      const rows = await db
        .update(creditLedger)
        .set({ amount: sql`${creditLedger.amount} + ${by}` })
        .where(openReservation(requestId))
        .returning({ id: creditLedger.id });
      return rows.length > 0;
    },
    async closeReservation(requestId) {
      // An UPDATE guarded by "still open": a racing second UPDATE waits for the row, then finds it closed.
      const rows = await db
        .update(creditLedger)
        .set({ leaseExpiresAt: null })
        .where(openReservation(requestId))
        .returning({ id: creditLedger.id });
      return rows.length > 0;
    },
    async findExpiredReservations(now, limit) {
      const rows = await db
        .select()
        .from(creditLedger)
        .where(and(isNotNull(creditLedger.leaseExpiresAt), lt(creditLedger.leaseExpiresAt, now)))
        .orderBy(asc(creditLedger.leaseExpiresAt))
        .limit(limit);
      return rows.map(toLedgerRecord);
    },
    async periodTotals(workspaceId, periodStarts) {
      if (periodStarts?.length === 0) return [];
      const inWorkspace = and(
        eq(creditLedger.workspaceId, workspaceId),
        periodStarts ? inArray(creditLedger.periodStart, [...periodStarts]) : undefined,
      );
      // One statement (the credit reservation runs it on every charge): sums per kind, and with the
      // grants' sum the tiers they granted, oldest first.
      const sums = await db
        .select({
          periodStart: creditLedger.periodStart,
          kind: creditLedger.kind,
          total: sql<string | number>`sum(${creditLedger.amount})`,
          tiers: sql<
            (string | null)[] | null
          >`array_agg(${creditLedger.tier}::text order by ${creditLedger.createdAt}, ${creditLedger.id}) filter (where ${creditLedger.kind} = 'grant')`,
        })
        .from(creditLedger)
        .where(inWorkspace)
        .groupBy(creditLedger.periodStart, creditLedger.kind);
      const periods = new Map<number, CreditPeriodTotals>();
      const periodAt = (start: Date) => {
        let period = periods.get(start.getTime());
        if (!period) {
          period = {
            periodStart: start,
            charged: 0,
            refunded: 0,
            granted: 0,
            rolledOver: 0,
            adjusted: 0,
            grantTiers: [],
          };
          periods.set(start.getTime(), period);
        }
        return period;
      };
      const field = {
        charge: "charged",
        refund: "refunded",
        grant: "granted",
        rollover: "rolledOver",
        adjustment: "adjusted",
      } as const;
      for (const row of sums) {
        const key = field[row.kind as keyof typeof field];
        if (key) periodAt(row.periodStart)[key] = Number(row.total);
        for (const tier of row.tiers ?? []) periodAt(row.periodStart).grantTiers.push(tier ?? "free");
      }
      return [...periods.values()].sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
    },
    async usageByBucket(query) {
      const refund = alias(creditLedger, "refund");
      const rows = await db
        .select({
          bucket: bucketStartSql(query.bucketing),
          group: groupSql(query.groupBy),
          total: sql<string | number>`sum(${creditLedger.amount} - coalesce(${refund.amount}, 0))`,
        })
        .from(creditLedger)
        .leftJoin(
          refund,
          and(
            eq(refund.requestId, creditLedger.requestId),
            eq(refund.workspaceId, creditLedger.workspaceId),
            inArray(refund.kind, ["refund", "adjustment"]),
          ),
        )
        .where(
          and(
            eq(creditLedger.workspaceId, query.workspaceId),
            eq(creditLedger.kind, "charge"),
            isNotNull(creditLedger.product),
            gte(creditLedger.createdAt, query.from),
            lte(creditLedger.createdAt, query.to),
          ),
        )
        // By position: the bucket expression repeated with its own parameters would not match the select's.
        .groupBy(sql`1`, sql`2`);
      return rows.map((row) => ({
        bucketStart: Number(row.bucket),
        group: row.group,
        amount: Number(row.total),
      }));
    },
  };
}

/**
 * The start (ms since 1970) of the bucket a charge falls in, in UTC: `date_trunc` on the UTC wall
 * time for calendar units (weeks start on Monday), whole multiples of `seconds` since the epoch for
 * fixed buckets. Must agree with the domain's `bucketStartOf` (credits/usage-buckets.ts).
 */
function bucketStartSql(bucketing: UsageBucketing): SQL<string | number> {
  if (bucketing.kind === "whole") return sql`0`;
  if (bucketing.kind === "calendar") {
    const unit = sql.raw(`'${bucketing.unit}'`); // one of four fixed words, never user text
    return sql`floor(extract(epoch from date_trunc(${unit}, ${creditLedger.createdAt} at time zone 'UTC')) * 1000)`;
  }
  if (!Number.isSafeInteger(bucketing.seconds) || bucketing.seconds < 1)
    throw new Error(`invalid usage bucket size: ${bucketing.seconds}`);
  const seconds = sql.raw(String(bucketing.seconds));
  return sql`floor(extract(epoch from ${creditLedger.createdAt}) / ${seconds}) * ${seconds} * 1000`;
}

function groupSql(groupBy: UsageQuery["groupBy"]): SQL<string | null> {
  if (groupBy === "product") return sql`${creditLedger.product}`;
  if (groupBy === "api_key") return sql`${creditLedger.apiKeyId}`;
  return sql`null::text`;
}
