import type { AuthenticatedContext } from "../context.ts";
import { putBlobBeforeRow } from "../shared/blob-before-row.ts";
import type { PaidWork, RecordDelivery } from "./paid-work.ts";

/** A delivered result to keep: its bytes in blob storage under `blobKey`, then its row. */
export interface KeptResult {
  blobKey: string;
  bytes: Uint8Array;
  /** Writes the row that points at the blob (a history item, a kept sound effect). */
  insert: RecordDelivery;
}

/**
 * What becomes of a paid result once the transport has handed every byte over. The transport
 * collects the bytes only when `keepsBytes` (zero retention keeps nothing, so that audio is never
 * even collected) and calls `complete` once; nothing it does decides a charge.
 */
export interface Delivery {
  readonly keepsBytes: boolean;
  /** The history item the result becomes (`history-item-id`); undefined when it is not kept in the history. */
  readonly historyItemId: string | undefined;
  /**
   * Every byte was handed over: the charge stands and the result is kept (the blob first, then its
   * row in the charge's transaction). A failure to keep it is logged and never thrown: the client
   * already has the result.
   */
  complete(bytes: Uint8Array | undefined): Promise<void>;
}

/**
 * A delivery that keeps what `keep` makes of the bytes (undefined: nothing to keep, as for zero
 * retention), in the transaction that makes the work's charge stand.
 */
export function keptDelivery(
  ctx: AuthenticatedContext,
  work: PaidWork,
  options: {
    keepsBytes: boolean;
    historyItemId?: string;
    keep?: (bytes: Uint8Array) => KeptResult | undefined;
  },
): Delivery {
  return {
    keepsBytes: options.keepsBytes,
    historyItemId: options.historyItemId,
    async complete(bytes) {
      const kept = bytes && options.keep?.(bytes);
      try {
        if (!kept) return await work.delivered();
        await putBlobBeforeRow(ctx.ports.blobs, kept.blobKey, kept.bytes, () => work.delivered(kept.insert));
      } catch (error) {
        ctx.ports.logger.error("could not keep a delivered result", {
          requestId: work.requestId,
          err: error,
        });
        // The client has the result whatever became of its record: the charge stands on its own
        // (if the database is down altogether, the reservation expires and is refunded instead).
        await work.delivered().catch(() => undefined);
      }
    },
  };
}

/** A delivery whose result is not kept anywhere (voice isolation): delivering makes the charge stand. */
export const unkeptDelivery = (ctx: AuthenticatedContext, work: PaidWork): Delivery =>
  keptDelivery(ctx, work, { keepsBytes: false });

/** Stores a kept result outside any paid work (a WebSocket context's history item): blob first, then row. */
export async function storeKeptResult(ctx: AuthenticatedContext, kept: KeptResult): Promise<void> {
  await putBlobBeforeRow(ctx.ports.blobs, kept.blobKey, kept.bytes, () =>
    ctx.ports.store.transaction((tx) => kept.insert(tx)),
  );
}
