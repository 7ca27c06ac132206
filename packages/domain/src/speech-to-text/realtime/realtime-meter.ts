import type { AuthenticatedContext } from "../../context.ts";
import { chargeGeneration } from "../../credits/charge-generation.ts";
import { refundGeneration } from "../../credits/refund-generation.ts";
import { newId } from "../../shared/ids.ts";
import { transcriptionCost } from "../transcription-cost.ts";

/**
 * Credits of a realtime session: every second of audio received is charged at the batch rate
 * (1,000 credits per minute, spec 001 §9's rate for audio-in tools), in instalments at each commit
 * and at the end. Each instalment charges what the running total now costs minus what was already
 * charged, so many short commits cost what one long one would (no rounding up per commit).
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
   * Charges what is due now (refusing with `quota_exceeded` past the workspace's quota). Answers the
   * instalment's request id, for a refund when its transcription fails; undefined when nothing was due.
   */
  async charge(): Promise<{ requestId: string; credits: number } | undefined> {
    if (this.receivedSeconds <= 0) return undefined;
    const due = transcriptionCost(this.receivedSeconds) - this.chargedCredits;
    if (due <= 0) return undefined;
    const requestId = newId();
    await chargeGeneration(this.ctx, { requestId, cost: due, product: "speech_to_text" });
    this.chargedCredits += due;
    return { requestId, credits: due };
  }

  /** Gives an instalment back (its transcription failed); the audio stays owed at the next charge. */
  async refund(instalment: { requestId: string; credits: number }): Promise<void> {
    await refundGeneration(this.ctx, instalment.requestId);
    this.chargedCredits -= instalment.credits;
  }
}
