import { parseOutputFormat } from "@chorus/contract";
import type { Ports } from "../../context.ts";
import { encodeSamples } from "../../speech/encode-samples.ts";
import type { ConversationRecord } from "../conversation-records.ts";

/** The recording's rate: the recognizers' (user audio arrives resampled to it). */
const recordingRate = 16_000;
/** The longest recording kept (about 58 MB of samples): a call beyond it keeps its first 30 minutes. */
const longestSeconds = 30 * 60;

/**
 * The call's mixed recording (spec: store call audio): the caller's audio laid out as it arrived and
 * the agent's as it was played (from when each frame was sent, never overlapping the agent's previous
 * audio), summed with clipping into one 16 kHz track. Only PCM agent formats are recorded (μ-law calls
 * keep the caller's side).
 */
export class CallRecording {
  private readonly chunks: { at: number; samples: Int16Array }[] = [];
  private userEnd: number | undefined;
  private agentEnd = 0;
  private userStartedAt: number | undefined;

  constructor(private readonly startedAt: number) {}

  /** Caller audio (16 kHz) received at `nowMs`: contiguous from its first chunk. */
  user(samples: Int16Array, nowMs: number): void {
    this.userStartedAt ??= Math.round(((nowMs - this.startedAt) / 1000) * recordingRate);
    const at = this.userEnd ?? this.userStartedAt;
    this.add(at, samples);
    this.userEnd = at + samples.length;
  }

  /** Agent audio in `format` (`pcm_<rate>`), sent at `nowMs`. */
  agent(audio: Uint8Array, format: string, nowMs: number): void {
    const rate = format.startsWith("pcm_") ? Number(format.slice(4)) : undefined;
    if (!rate || audio.length < 2) return;
    const input = new Int16Array(
      audio.buffer.slice(audio.byteOffset, audio.byteOffset + (audio.length & ~1)),
    );
    const samples = rate === recordingRate ? input : resample(input, rate, recordingRate);
    const at = Math.max(this.agentEnd, Math.round(((nowMs - this.startedAt) / 1000) * recordingRate));
    this.add(at, samples);
    this.agentEnd = at + samples.length;
  }

  get isEmpty(): boolean {
    return this.chunks.length === 0;
  }

  /** The mixed track. */
  mix(): { samples: Int16Array; sampleRate: number } {
    const length = Math.min(
      longestSeconds * recordingRate,
      Math.max(0, ...this.chunks.map((chunk) => chunk.at + chunk.samples.length)),
    );
    const mixed = new Int32Array(length);
    for (const chunk of this.chunks)
      for (let i = 0; i < chunk.samples.length && chunk.at + i < length; i++)
        mixed[chunk.at + i]! += chunk.samples[i]!;
    const samples = new Int16Array(length);
    for (let i = 0; i < length; i++) samples[i] = Math.max(-32768, Math.min(32767, mixed[i]!));
    return { samples, sampleRate: recordingRate };
  }

  private add(at: number, samples: Int16Array): void {
    if (at >= longestSeconds * recordingRate || samples.length === 0) return;
    this.chunks.push({ at, samples });
  }
}

/** Linear interpolation: enough for a call recording's agent side. */
function resample(input: Int16Array, from: number, to: number): Int16Array {
  const output = new Int16Array(Math.floor((input.length * to) / from));
  for (let i = 0; i < output.length; i++) {
    const position = (i * from) / to;
    const index = Math.floor(position);
    const next = input[Math.min(index + 1, input.length - 1)]!;
    output[i] = Math.round(input[index]! + (next - input[index]!) * (position - index));
  }
  return output;
}

/** Where a call's recording is stored. */
export const conversationAudioKey = (conversation: Pick<ConversationRecord, "workspaceId" | "id">) =>
  `conversations/${conversation.workspaceId}/${conversation.id}.mp3`;

/** Encodes a call's recording as mp3 and keeps it; false when it could not be written (logged). */
export async function storeCallRecording(
  ports: Pick<Ports, "audio" | "blobs" | "logger">,
  conversation: Pick<ConversationRecord, "workspaceId" | "id">,
  recording: CallRecording,
): Promise<boolean> {
  try {
    const mp3 = await encodeSamples(ports, parseOutputFormat("mp3_44100_128"), {
      ...recording.mix(),
      watermark: false,
      wholeFile: true,
    });
    await ports.blobs.put(conversationAudioKey(conversation), mp3);
    return true;
  } catch (error) {
    ports.logger.error("could not store a call's recording", { conversationId: conversation.id, err: error });
    return false;
  }
}
