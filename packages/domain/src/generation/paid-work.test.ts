import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { keptDelivery } from "./delivery.ts";
import { PaidWorkInProgress, type RecordDelivery, type ReservationLedger } from "./paid-work.ts";

/**
 * The refund rules of paid work, with a fake ledger: what the lifecycle asks of the ledger for each
 * way work can end (delivered, client gone, failure, a crash's expired lease).
 */
class FakeLedger implements ReservationLedger {
  open = true;
  confirmed = 0;
  refunded = 0;
  renewed = 0;
  recorded: string[] = [];
  failRecord = false;
  failRefund = false;
  /** Resolves the pending confirm; lets a test end the work while delivery is under way. */
  hold: Promise<void> | undefined;

  async confirm(record?: RecordDelivery): Promise<boolean> {
    await this.hold;
    if (!this.open) return false;
    // One transaction: a record that fails leaves the reservation open and nothing written.
    if (record) {
      if (this.failRecord) throw new Error("the history row could not be written");
      await record({} as Repositories);
      this.recorded.push("row");
    }
    this.open = false;
    this.confirmed++;
    return true;
  }

  async refund(): Promise<boolean> {
    if (this.failRefund) throw new Error("database unavailable");
    if (!this.open) return false;
    this.open = false;
    this.refunded++;
    return true;
  }

  async renew(): Promise<boolean> {
    this.renewed++;
    return this.open;
  }
}

function slot() {
  return {
    current: 1,
    maximum: 2,
    released: 0,
    release() {
      this.released++;
    },
  };
}

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

function work(ledger: FakeLedger, held = slot()) {
  const paid = new PaidWorkInProgress(
    ledger,
    "req-1",
    held,
    { from: 0, to: 10 },
    { renewEveryMs: 1_000, logger },
  );
  return { paid, held };
}

describe("paid work", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it("refunds work that ends undelivered (client gone, failure), once, and frees its slot", async () => {
    const ledger = new FakeLedger();
    const { paid, held } = work(ledger);
    await Promise.all([paid.end(), paid.end()]);
    await paid.end();
    expect(ledger.refunded).toBe(1);
    expect(ledger.confirmed).toBe(0);
    expect(held.released).toBe(1);
  });

  it("keeps the charge of delivered work, with its record in the same confirmation", async () => {
    const ledger = new FakeLedger();
    const { paid, held } = work(ledger);
    await paid.delivered(async () => undefined);
    await paid.end();
    expect(ledger.confirmed).toBe(1);
    expect(ledger.recorded).toEqual(["row"]);
    expect(ledger.refunded).toBe(0);
    expect(held.released).toBe(1);
  });

  it("lets a delivery under way decide before the end: a client leaving right after the last byte pays", async () => {
    const ledger = new FakeLedger();
    let release!: () => void;
    ledger.hold = new Promise((resolve) => {
      release = resolve;
    });
    const { paid } = work(ledger);
    const delivering = paid.delivered();
    const ending = paid.end();
    release();
    await Promise.all([delivering, ending]);
    expect(ledger.confirmed).toBe(1);
    expect(ledger.refunded).toBe(0);
  });

  it("ignores a delivery reported after the end began: that work was refunded", async () => {
    const ledger = new FakeLedger();
    const { paid } = work(ledger);
    const ending = paid.end();
    await paid.delivered();
    await ending;
    expect(ledger.refunded).toBe(1);
    expect(ledger.confirmed).toBe(0);
  });

  it("is still undelivered when its record could not be written: it throws, and the end refunds", async () => {
    const ledger = new FakeLedger();
    ledger.failRecord = true;
    const { paid } = work(ledger);
    await expect(paid.delivered(async () => undefined)).rejects.toThrow("history row");
    await paid.end();
    expect(ledger.confirmed).toBe(0);
    expect(ledger.refunded).toBe(1);
  });

  it("only warns when delivery finds its reservation already refunded by the expiry sweep", async () => {
    const ledger = new FakeLedger();
    ledger.open = false;
    const { paid } = work(ledger);
    await paid.delivered();
    await paid.end();
    expect(ledger.refunded).toBe(0);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it("frees the slot and logs when the refund fails (the expiry sweep refunds it later)", async () => {
    const ledger = new FakeLedger();
    ledger.failRefund = true;
    const { paid, held } = work(ledger);
    await paid.end();
    expect(held.released).toBe(1);
    expect(ledger.open).toBe(true);
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it("renews its lease while it runs, and never after it ended", async () => {
    const ledger = new FakeLedger();
    const { paid } = work(ledger);
    await vi.advanceTimersByTimeAsync(3_500);
    expect(ledger.renewed).toBe(3);
    await paid.end();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ledger.renewed).toBe(3);
  });
});

describe("delivery of a kept result", () => {
  const ctx = (blobs: Map<string, Uint8Array>) =>
    ({
      ports: {
        logger,
        blobs: {
          put: async (key: string, bytes: Uint8Array) => void blobs.set(key, bytes),
          delete: async (key: string) => void blobs.delete(key),
        },
      },
    }) as unknown as AuthenticatedContext;

  it("stores the blob, then confirms the charge with the row", async () => {
    const ledger = new FakeLedger();
    const { paid } = work(ledger);
    const blobs = new Map<string, Uint8Array>();
    const delivery = keptDelivery(ctx(blobs), paid, {
      keepsBytes: true,
      keep: (bytes) => ({ blobKey: "history/a.mp3", bytes, insert: async () => undefined }),
    });
    await delivery.complete(new Uint8Array([1, 2, 3]));
    expect([...blobs.keys()]).toEqual(["history/a.mp3"]);
    expect(ledger.recorded).toEqual(["row"]);
    expect(ledger.confirmed).toBe(1);
  });

  it("makes the charge stand without the record when keeping fails (the client has the audio), and drops the blob", async () => {
    const ledger = new FakeLedger();
    ledger.failRecord = true;
    const { paid } = work(ledger);
    const blobs = new Map<string, Uint8Array>();
    const delivery = keptDelivery(ctx(blobs), paid, {
      keepsBytes: true,
      keep: (bytes) => ({ blobKey: "history/a.mp3", bytes, insert: async () => undefined }),
    });
    await delivery.complete(new Uint8Array([1]));
    await paid.end();
    expect(blobs.size).toBe(0);
    expect(ledger.confirmed).toBe(1);
    expect(ledger.refunded).toBe(0);
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it("keeps nothing for zero retention, and the charge still stands", async () => {
    const ledger = new FakeLedger();
    const { paid } = work(ledger);
    const delivery = keptDelivery(ctx(new Map()), paid, { keepsBytes: false, keep: () => undefined });
    await delivery.complete(undefined);
    expect(ledger.recorded).toEqual([]);
    expect(ledger.confirmed).toBe(1);
  });
});
