import type { UsageProduct } from "@chorus/contract";
import type { Repositories } from "../ports/repositories.ts";
import type { Logger } from "../ports/services.ts";
import type { SpokenGeneration } from "../voices/library/record-library-usage.ts";
import type { CharacterCountChange } from "./reserve-credits.ts";

/** What paid work is, before it starts: which request, at what price, for which product. */
export interface PaidWorkOrder {
  /** Charged at most once; also the history item's or kept result's id where there is one. */
  requestId: string;
  /** Credits reserved now, standing once the result is delivered. */
  cost: number;
  /** Recorded on the charge (and its refund) for usage by product. */
  product: UsageProduct;
  /**
   * The workspace's concurrency group the work holds a slot in while it runs (speech and the audio
   * tools that share the engines' time); none for work the concurrency limits do not cover.
   */
  concurrencyGroup?: "standard" | "turbo";
  /** Voices the work speaks with: copies of library voices add to their original's usage once it stands. */
  spoken?: SpokenGeneration;
}

/** Writes what a delivered result leaves behind (a history row, a kept sound effect) in the charge's transaction. */
export type RecordDelivery = (tx: Repositories) => Promise<unknown>;

/**
 * Paid work that holds its slot and its reserved credits. The transport reports two facts and
 * decides nothing about money:
 * - `delivered` once the result reached its destination (every byte handed to the client, or a
 *   durable job now owns the work): the charge then stands;
 * - `end` when the connection closed or the work stopped for any reason: an undelivered charge is
 *   refunded and the slot freed.
 * While it runs, the reservation's lease is renewed; if the process dies, the lease runs out and the
 * worker refunds it (refund-expired-reservations.ts), so the ledger ends equal to what was delivered.
 */
export interface PaidWork {
  readonly requestId: string;
  /** The concurrency slot's figures (for response headers); undefined for work without a slot. */
  readonly slot: { current: number; maximum: number } | undefined;
  /** The workspace's count before and after the charge (undefined when the request was charged already). */
  readonly countChange: CharacterCountChange | undefined;
  /**
   * The result was delivered: closes the reservation so the charge stands, writing `record`'s rows
   * and the library voices' usage in the same transaction: all of it lands, or none (then it throws
   * and the work is still undelivered: it may be delivered again, or `end` refunds it). Once `end`
   * has begun it is too late: the work was refunded.
   */
  delivered(record?: RecordDelivery): Promise<void>;
  /** The work is over: refunds it unless it was delivered, frees the slot. Idempotent. */
  end(): Promise<void>;
}

/** How the lifecycle reaches the ledger; the real one is `reservationLedger`, tests use a fake. */
export interface ReservationLedger {
  /**
   * Closes the reservation and writes `record` in one transaction; false when it was closed already
   * (the expiry sweep refunded it).
   */
  confirm(record?: RecordDelivery): Promise<boolean>;
  /** Closes the reservation with a refund; false when it was closed already. */
  refund(): Promise<boolean>;
  /** Renews the lease; false when the reservation is no longer open. */
  renew(): Promise<boolean>;
}

interface HeldSlot {
  current: number;
  maximum: number;
  release(): void;
}

/**
 * The lifecycle of one piece of paid work after its slot and reservation were taken:
 * running → delivered (charge stands) or refunded, then ended (slot freed, lease renewal stopped).
 * Every money decision of paid work over HTTP and WebSocket is made here.
 */
export class PaidWorkInProgress implements PaidWork {
  private delivering: Promise<void> | undefined;
  private isDelivered = false;
  private ending: Promise<void> | undefined;
  private readonly renewal: ReturnType<typeof setInterval>;

  constructor(
    private readonly ledger: ReservationLedger,
    readonly requestId: string,
    private readonly heldSlot: HeldSlot | undefined,
    readonly countChange: CharacterCountChange | undefined,
    private readonly options: { renewEveryMs: number; logger: Logger },
  ) {
    this.renewal = setInterval(() => void this.renew(), options.renewEveryMs);
    // Renewal never keeps a process alive on its own: work that runs keeps it alive.
    this.renewal.unref?.();
  }

  get slot() {
    return this.heldSlot && { current: this.heldSlot.current, maximum: this.heldSlot.maximum };
  }

  async delivered(record?: RecordDelivery): Promise<void> {
    if (this.ending || this.isDelivered) return;
    this.delivering = this.confirm(record);
    await this.delivering;
  }

  end(): Promise<void> {
    this.ending ??= this.finish();
    return this.ending;
  }

  private async confirm(record: RecordDelivery | undefined): Promise<void> {
    const confirmed = await this.ledger.confirm(record);
    this.isDelivered = true;
    clearInterval(this.renewal);
    if (!confirmed)
      this.options.logger.warn("delivered work had been refunded: its lease ran out before delivery", {
        requestId: this.requestId,
      });
  }

  private async finish(): Promise<void> {
    clearInterval(this.renewal);
    try {
      // A delivery under way decides first: delivered work keeps its charge.
      await this.delivering?.catch(() => undefined);
      if (!this.isDelivered) await this.ledger.refund();
    } catch (error) {
      // The reservation stays open; the expiry sweep refunds it once its lease has passed.
      this.logFailure("could not refund undelivered work", error);
    } finally {
      this.heldSlot?.release();
    }
  }

  private async renew(): Promise<void> {
    try {
      await this.ledger.renew();
    } catch (error) {
      this.logFailure("could not renew a reservation's lease", error);
    }
  }

  private logFailure(what: string, error: unknown): void {
    this.options.logger.error(what, {
      requestId: this.requestId,
      err: error,
    });
  }
}
