import type { AuthenticatedContext } from "../../context.ts";
import { beginPaidWork } from "../../generation/begin-paid-work.ts";
import type { PaidWork } from "../../generation/paid-work.ts";
import { newId } from "../../shared/ids.ts";
import { transcriptionCost } from "../transcription-cost.ts";

/** One instalment of a realtime session's credits: paid work for the audio committed so far. */
export interface RealtimeInstalment {
  work: PaidWork;
  credits: number;
}

/**
 * Credits of a realtime session: every second of audio received is charged at the batch rate
 * (1,000 credits per minute, spec 001 §9's rate for audio-in tools), in instalments at each commit
 * and at the end. Each instalment charges what the running total now costs minus what was already
 * charged, so many short commits cost what one long one would (no rounding up per commit). An
 * instalment is paid work (generation/): it stands once its transcript was sent, and is refunded
 * when its recognition fails, or by the worker when the process dies first.
 */
export class RealtimeMeter {
  private receivedSeconds = 0;
  private chargedCredits = 0;

  constructor(private readonly ctx: AuthenticatedContext) {}

  /** Audio arrived. */
  add(seconds: number): void {
    this.receivedSeconds += seconds;
  }

  /**
   * Reserves what is due now (refusing with `quota_exceeded` past the workspace's quota); undefined
   * when nothing was due. The caller ends the instalment with `delivered` or `refund`.
   */
  async charge(): Promise<RealtimeInstalment | undefined> {
    if (this.receivedSeconds <= 0) return undefined;
    const due = transcriptionCost(this.receivedSeconds) - this.chargedCredits;
    if (due <= 0) return undefined;
    const work = await beginPaidWork(this.ctx, { requestId: newId(), cost: due, product: "speech_to_text" });
    this.chargedCredits += due;
    return { work, credits: due };
  }

  /** The instalment's transcript reached the client (or its audio was simply received): it stands. */
  async delivered(instalment: RealtimeInstalment): Promise<void> {
    try {
      await instalment.work.delivered();
    } finally {
      await instalment.work.end();
    }
  }

  /** Gives an instalment back (its transcription failed); the audio stays owed at the next charge. */
  async refund(instalment: RealtimeInstalment): Promise<void> {
    await instalment.work.end();
    this.chargedCredits -= instalment.credits;
  }
}
