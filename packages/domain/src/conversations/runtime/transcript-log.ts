import type { AuthenticatedContext } from "../../context.ts";
import { type ConversationRecord, type ConversationTurn, conversationTurn } from "../conversation-records.ts";

/**
 * A call's transcript as it grows, saved with a heartbeat after every change: writes go one at a time
 * and in order (a later state never overwritten by an earlier one), and a failed write is logged, not
 * thrown, so the call goes on.
 */
export class TranscriptLog {
  readonly turns: ConversationTurn[] = [];
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ctx: AuthenticatedContext,
    private readonly conversationId: string,
  ) {}

  /** A turn with defaults for what it does not say; saved at once. */
  add(turn: Partial<ConversationTurn> & Pick<ConversationTurn, "role" | "message">, timeInCallSecs: number) {
    const entry = conversationTurn({ timeInCallSecs, ...turn });
    this.turns.push(entry);
    void this.save();
    return entry;
  }

  get last(): ConversationTurn | undefined {
    return this.turns.at(-1);
  }

  /** Saves the transcript as it is now (and `extra`), with a heartbeat. */
  save(extra: Partial<ConversationRecord> = {}): Promise<unknown> {
    const { ports, workspaceId } = this.ctx;
    const transcript = this.turns.map((turn) => ({
      ...turn,
      toolCalls: [...turn.toolCalls],
      toolResults: [...turn.toolResults],
    }));
    this.writes = this.writes
      .then(() =>
        ports.store.conversations.update(workspaceId, this.conversationId, {
          transcript,
          heartbeatAt: ports.clock.now(),
          ...extra,
        }),
      )
      .catch((error) =>
        ports.logger.error("could not save a conversation's transcript", {
          conversationId: this.conversationId,
          err: error,
        }),
      );
    return this.writes;
  }

  /** Waits for the writes under way. */
  settled(): Promise<unknown> {
    return this.writes;
  }
}
