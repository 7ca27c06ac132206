import { errorMessage } from "../../../lib/api/error-message.ts";
import { captureMicrophone, type MicrophoneCapture } from "./capture-microphone.ts";
import { meterLevel, Pcm16Chunker, Pcm16Downsampler, pcm16ToBase64 } from "./pcm16.ts";
import { audioChunkFrame, isErrorFrame, parseServerFrame } from "./realtime-frames.ts";
import { openRealtimeSocket } from "./realtime-socket.ts";

export type LiveStatus = "idle" | "connecting" | "live" | "finishing";

/** What went wrong: the microphone's failures are worded by the page, the server's come with its message. */
export type LiveError =
  | { kind: "microphoneDenied" | "microphoneMissing" | "microphoneFailed" | "connectionLost" }
  | { kind: "server"; message: string };

export interface LiveSessionEvents {
  status(status: LiveStatus): void;
  partial(text: string): void;
  committed(text: string): void;
  level(level: number): void;
  error(error: LiveError): void;
}

/**
 * After Stop the socket stays open until the server has been quiet this long: VAD commits made
 * before the final one may still be recognising (commits answer in order, but the client cannot
 * tell how many are pending), and closing would cancel them.
 */
const lingerMilliseconds = 6_000;
/** …and never longer than this, whatever the server does. */
const finishLimitMilliseconds = 60_000;

function microphoneError(error: unknown): LiveError {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return { kind: "microphoneDenied" };
  if (name === "NotFoundError" || name === "OverconstrainedError") return { kind: "microphoneMissing" };
  return { kind: "microphoneFailed" };
}

/**
 * One live transcription: the microphone, downsampled to 16 kHz PCM16 and sent in 200 ms
 * `input_audio_chunk`s over the realtime WebSocket, with the server's partial and committed
 * transcripts and errors reported through `events`. Audio captured before `session_started` waits
 * in a queue so the first words are not lost.
 */
export class LiveSession {
  private capture: MicrophoneCapture | null = null;
  private socket: WebSocket | null = null;
  private downsampler: Pcm16Downsampler | null = null;
  private readonly chunker = new Pcm16Chunker();
  private queue: string[] = [];
  private started = false;
  private finishing = false;
  private ended = false;
  private linger = 0;
  private limit = 0;

  constructor(private readonly events: LiveSessionEvents) {}

  async start(): Promise<void> {
    this.events.status("connecting");
    try {
      this.capture = await captureMicrophone((samples) => this.onSamples(samples));
    } catch (error) {
      this.fail(microphoneError(error));
      return;
    }
    if (this.ended) {
      this.capture.stop();
      return;
    }
    this.downsampler = new Pcm16Downsampler(this.capture.sampleRate);
    try {
      this.socket = await openRealtimeSocket();
    } catch (error) {
      this.fail({ kind: "server", message: errorMessage(error) });
      return;
    }
    if (this.ended) {
      this.socket.close(1000);
      return;
    }
    this.socket.onmessage = (event) => this.onMessage(event.data);
    this.socket.onclose = () => this.onClose();
  }

  /** Stop: the last audio and a final commit go out, then the session waits for its last transcripts. */
  stop(): void {
    if (this.ended || this.finishing) return;
    this.stopMicrophone();
    if (!this.started || !this.socket) {
      this.end();
      return;
    }
    this.finishing = true;
    const rest = this.chunker.flush();
    if (rest) this.queue.push(pcm16ToBase64(rest));
    this.sendQueued();
    this.socket.send(audioChunkFrame("", true));
    this.events.status("finishing");
    this.keepLingering();
    this.limit = window.setTimeout(() => this.end(), finishLimitMilliseconds);
  }

  /** Leaving the page: everything stops now, pending transcripts are dropped. */
  dispose(): void {
    this.end();
  }

  private onSamples(samples: Float32Array): void {
    if (this.ended || this.finishing || !this.downsampler) return;
    this.events.level(meterLevel(samples));
    for (const chunk of this.chunker.push(this.downsampler.push(samples)))
      this.queue.push(pcm16ToBase64(chunk));
    this.sendQueued();
  }

  private sendQueued(): void {
    if (!this.started || this.socket?.readyState !== WebSocket.OPEN) return;
    for (const audio of this.queue) this.socket.send(audioChunkFrame(audio));
    this.queue = [];
  }

  private onMessage(data: unknown): void {
    const frame = parseServerFrame(data);
    if (!frame || this.ended) return;
    if (this.finishing) this.keepLingering();
    if (frame.message_type === "session_started") {
      this.started = true;
      this.events.status("live");
      this.sendQueued();
    } else if (frame.message_type === "partial_transcript") {
      this.events.partial(frame.text);
    } else if (frame.message_type === "committed_transcript") {
      this.events.partial("");
      if (frame.text.trim()) this.events.committed(frame.text.trim());
      // The page is ready again; the socket lingers for any commit still in flight.
      if (this.finishing) this.events.status("idle");
    } else if (isErrorFrame(frame)) {
      // Too little audio to commit is not fatal: at Stop it just means nothing was left to transcribe.
      if (frame.message_type === "commit_throttled") {
        if (this.finishing) this.events.status("idle");
        return;
      }
      this.fail({ kind: "server", message: frame.error });
    }
  }

  private onClose(): void {
    if (this.ended) return;
    // The server closed without saying why (restart, network): the words so far are kept.
    this.fail(this.finishing ? null : { kind: "connectionLost" });
  }

  private keepLingering(): void {
    window.clearTimeout(this.linger);
    this.linger = window.setTimeout(() => this.end(), lingerMilliseconds);
  }

  private stopMicrophone(): void {
    this.capture?.stop();
    this.capture = null;
    this.events.level(0);
  }

  private fail(error: LiveError | null): void {
    if (this.ended) return;
    if (error) this.events.error(error);
    this.end();
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    window.clearTimeout(this.linger);
    window.clearTimeout(this.limit);
    this.stopMicrophone();
    this.queue = [];
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) this.socket.close(1000);
    this.events.partial("");
    this.events.status("idle");
  }
}
