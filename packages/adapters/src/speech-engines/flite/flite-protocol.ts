import type { WordTiming } from "@chorus/domain";
import type { FliteVoiceName } from "./flite-voices.ts";

// Parent ↔ Flite child process. Requests go down stdin as JSON lines; answers come up stdout as frames
// (u32 LE header length, JSON header, u32 LE payload length, payload) so PCM travels as raw bytes.

export interface FliteRequest {
  id: number;
  voice: FliteVoiceName;
  text: string;
  features: Record<string, number>;
  pitchShift: number;
  /** Apply speaker boost to the whole audio in the child process (off the server's main thread). */
  speakerBoost?: boolean;
}

export type FliteAnswer =
  /** `directory` is the child's scratch folder, which the parent removes if the child is killed. */
  | { type: "ready"; directory: string }
  /** The child has read request `id`: from now on the request is in flight. */
  | { type: "started"; id: number }
  /** The payload is the PCM (16-bit little-endian mono). */
  | { type: "result"; id: number; sampleRate: number; words: WordTiming[] }
  | { type: "error"; id: number; message: string };

export function encodeFrame(header: FliteAnswer, payload: Uint8Array = new Uint8Array(0)): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const frame = Buffer.alloc(8 + json.length + payload.length);
  frame.writeUInt32LE(json.length, 0);
  json.copy(frame, 4);
  frame.writeUInt32LE(payload.length, 4 + json.length);
  frame.set(payload, 8 + json.length);
  return frame;
}

/** Reassembles frames from stdout chunks of any size. */
export class FrameDecoder {
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): { header: FliteAnswer; payload: Buffer }[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frames: { header: FliteAnswer; payload: Buffer }[] = [];
    for (;;) {
      if (this.pending.length < 4) break;
      const headerLength = this.pending.readUInt32LE(0);
      if (this.pending.length < 8 + headerLength) break;
      const payloadLength = this.pending.readUInt32LE(4 + headerLength);
      const total = 8 + headerLength + payloadLength;
      if (this.pending.length < total) break;
      const header = JSON.parse(this.pending.subarray(4, 4 + headerLength).toString("utf8")) as FliteAnswer;
      frames.push({ header, payload: Buffer.from(this.pending.subarray(8 + headerLength, total)) });
      this.pending = this.pending.subarray(total);
    }
    return frames;
  }
}

/** Little-endian 16-bit PCM bytes as samples (copied: the bytes may sit at an odd offset of a pooled buffer). */
export function pcmSamples(bytes: Uint8Array): Int16Array {
  const samples = new Int16Array(bytes.length >> 1);
  new Uint8Array(samples.buffer).set(bytes.subarray(0, samples.length * 2));
  return samples;
}
