/**
 * The call's pings and their round trip: each `ping` carries the last measured round trip (`ping_ms`),
 * and the client's `pong` for the latest ping measures the next one.
 */
export class CallPing {
  private pings = 0;
  private last: { eventId: number; sentAt: number } | undefined;
  private roundTripMs: number | undefined;

  constructor(private readonly now: () => number) {}

  /** The next ping to send. */
  next(): { eventId: number; pingMs?: number } {
    const eventId = ++this.pings;
    this.last = { eventId, sentAt: this.now() };
    return { eventId, ...(this.roundTripMs === undefined ? {} : { pingMs: this.roundTripMs }) };
  }

  /** The client answered the ping with this event id (answers to older pings are ignored). */
  answered(eventId: number): void {
    if (this.last?.eventId === eventId) this.roundTripMs = this.now() - this.last.sentAt;
  }
}
