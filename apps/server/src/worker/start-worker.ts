import type { TestPaymentProvider } from "@chorus/adapters/payments/test-provider";
import type { Config } from "@chorus/config";
import {
  deleteExpiredConversations,
  domainJobHandlers,
  endAbandonedConversations,
  type Ports,
  refundExpiredReservations,
  runDueJobs,
  sweepAbuseCounters,
  syncCrawledSites,
} from "@chorus/domain";
import { outboxMailDelivery } from "./deliver-outbox-mail.ts";
import { type PeriodicJob, startPeriodicJob } from "./periodic-job.ts";

/** How often the worker looks for reservations whose lease ran out (an indexed look-up of a few rows). */
const expiredReservationSweepMs = 5_000;

/**
 * The worker role: runs the background-job queue (professional voice training, speaker separation;
 * jobs/), refunds paid work whose process died (expired reservations), delivers outbox mail through
 * SMTP when SMTP_URL is set (without SMTP the outbox and the log are the delivery), and, with the
 * built-in test payment provider, plays the payment company's clock: it renews subscriptions whose
 * period ended and redelivers events the webhook handler refused.
 */
export function startWorker(
  config: Config,
  ports: Ports,
  testPayments?: TestPaymentProvider,
): { stop(): Promise<void> } {
  const jobs: PeriodicJob[] = [
    // Each tick runs due jobs until none is left; several workers share the queue (SKIP LOCKED).
    startPeriodicJob("background jobs", 1000, ports.logger, async () => {
      await runDueJobs(ports, domainJobHandlers);
    }),
    // Paid work that died with its process (domain/generation): refunded at start-up, and then as
    // soon as a lease runs out, so the ledger ends equal to what was delivered.
    startPeriodicJob(
      "expired reservations",
      expiredReservationSweepMs,
      ports.logger,
      async () => {
        await refundExpiredReservations(ports);
      },
      { atStart: true },
    ),
    startPeriodicJob("expired abuse counters", 60_000, ports.logger, () => sweepAbuseCounters(ports)),
    // Calls whose process died: ended as failed with what they had written (their credits are the
    // reservation sweep's).
    startPeriodicJob(
      "abandoned conversations",
      expiredReservationSweepMs,
      ports.logger,
      async () => {
        await endAbandonedConversations(ports);
      },
      { atStart: true },
    ),
    startPeriodicJob("conversation retention", 3_600_000, ports.logger, async () => {
      await deleteExpiredConversations(ports);
    }),
    // Crawled sites with auto-sync: their pages fetched again once their sync interval has passed.
    startPeriodicJob("knowledge base auto-sync", 3_600_000, ports.logger, () => syncCrawledSites(ports)),
  ];
  if (config.mail.smtpUrl) {
    jobs.push(
      startPeriodicJob(
        "mail delivery",
        2000,
        ports.logger,
        outboxMailDelivery(config.mail.smtpUrl, config.mail.from, ports),
      ),
    );
  } else {
    ports.logger.info("worker: no SMTP_URL, mail stays in the outbox");
  }
  if (testPayments) {
    jobs.push(
      startPeriodicJob("test payment provider", 5000, ports.logger, async () => {
        await testPayments.renewDueSubscriptions();
        await testPayments.deliverPendingEvents();
      }),
    );
  }
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
