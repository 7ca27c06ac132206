import type { WebSocketErrorFrame } from "@chorus/contract";
import type { Logger } from "@chorus/domain";
import WebSocket from "ws";
import { presentWebSocketError } from "../presenters/websocket-error-presenter.ts";

/** A close reason may carry at most 123 bytes (RFC 6455 §5.5); longer texts are cut, as the hosted service does. */
function closeReason(text: string): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= 123) return text;
  return bytes
    .subarray(0, 123)
    .toString("utf8")
    .replace(/\uFFFD+$/, "");
}

/**
 * One WebSocket as the protocols use it: JSON frames out (a send resolves once the frame has been
 * handed to the socket, so callers know what was delivered and get backpressure), and a single
 * way to end in error: the error frame, then a close with a code that says whose fault it was.
 */
export class WebSocketChannel {
  private ended = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly logger: Logger,
  ) {
    socket.once("close", () => {
      this.ended = true;
    });
  }

  /** False once the socket closed or the channel was ended (nothing more will be sent). */
  get isOpen(): boolean {
    return !this.ended && this.socket.readyState === WebSocket.OPEN;
  }

  send(frame: object): Promise<void> {
    if (!this.isOpen) return Promise.reject(new Error("the WebSocket is closed"));
    return new Promise((resolve, reject) =>
      this.socket.send(JSON.stringify(frame), (error) => (error ? reject(error) : resolve())),
    );
  }

  /** Ends the connection normally. */
  close(code = 1000, reason = ""): void {
    if (this.ended) return;
    this.ended = true;
    this.socket.close(code, closeReason(reason));
  }

  /**
   * Sends the error frame and closes: 1008 (policy violation) for the client's errors, 1007 for
   * frames that are not valid messages, 1011 for the server's own failures, which are logged.
   */
  fail(error: unknown, context: Record<string, unknown> = {}): void {
    if (!this.isOpen) return;
    const { frame, closeCode } = presentWebSocketError(error);
    if (closeCode === 1011) {
      this.logger.error("text-to-speech WebSocket failed", {
        ...context,
        err: error,
      });
    }
    const message: WebSocketErrorFrame = frame;
    this.ended = true;
    // Frames go out in order, so the error frame is on the wire before the close frame.
    this.socket.send(JSON.stringify(message));
    this.socket.close(closeCode, closeReason(frame.message));
  }
}
